import { createHash } from 'node:crypto';

export interface GoogleAccount {
  /** Google's subject id: stable for the account, never reused; what the shop keys its users by. */
  sub: string;
  email: string;
  name: string;
  givenName: string;
  familyName: string;
  emailVerified: boolean;
}

/**
 * A stable 21-digit subject id derived from the email, like Google's numeric ids, so the
 * same person is the same user across sandbox restarts (tokens are forgotten, users are not).
 */
export function subjectFor(email: string): string {
  const digest = createHash('sha256').update(email.toLowerCase()).digest();
  return (10n ** 20n + (digest.readBigUInt64BE(0) % 10n ** 20n)).toString();
}

function account(email: string, givenName: string, familyName: string, emailVerified: boolean): GoogleAccount {
  return { sub: subjectFor(email), email, name: `${givenName} ${familyName}`.trim(), givenName, familyName, emailVerified };
}

/** The accounts the consent page offers; one has an unverified email, which the shop must refuse. */
export const TEST_ACCOUNTS: readonly GoogleAccount[] = [
  account('aditi@example.in', 'Aditi', 'Verma', true),
  account('rahul@example.in', 'Rahul', 'Menon', true),
  account('kiran.unverified@example.in', 'Kiran', 'Rao', false),
];

export function findTestAccount(email: string): GoogleAccount | undefined {
  return TEST_ACCOUNTS.find((candidate) => candidate.email === email.toLowerCase());
}

/** A test account by email, or a verified account made up for any other address ("meera.iyer@…" → Meera Iyer). */
export function accountFor(email: string): GoogleAccount {
  const known = findTestAccount(email);
  if (known) return known;
  const [givenName = '', ...rest] = email
    .split('@')[0]
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1));
  return account(email.toLowerCase(), givenName, rest.join(' '), true);
}
