import { hash, verify } from '@node-rs/argon2';

/**
 * Designers' passwords: argon2id with @node-rs/argon2's defaults, OWASP's recommended minimum
 * (19 MiB of memory, two passes, one lane), stored as the PHC string that names them, so stronger
 * parameters later still verify older hashes.
 */
export const hashPassword = (password: string): Promise<string> => hash(password);

/**
 * A hash of nothing anyone knows: an unknown email is checked against it, so it costs the same
 * time as a known one with a wrong password, and the timing tells nobody which addresses applied.
 */
const DUMMY = hash('not the password of any designer');

export async function passwordMatches(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    await verify(await DUMMY, password);
    return false;
  }
  return verify(storedHash, password);
}
