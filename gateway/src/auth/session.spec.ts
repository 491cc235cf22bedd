import { ConfigError, loadConfig } from '@shop/config';
import { gatewayConfigSchema } from '../config';
import { SessionCodec, type Session } from './session';

const OLD = 'old-secret-old-secret-old-secret-0001';
const NEW = 'new-secret-new-secret-new-secret-0002';
const session: Session = { id: 'u1', email: 'aditi@example.in', name: 'Aditi Verma', picture: null, expiresAt: Date.now() + 60_000 };

describe('SessionCodec secret rotation', () => {
  it('still accepts a session signed with a previous secret, and signs new ones with the current one', () => {
    const before = new SessionCodec(OLD);
    const after = new SessionCodec(NEW, [OLD]);
    const oldCookie = before.encode(session);

    expect(after.decode(oldCookie)).toEqual(session);
    const newCookie = after.encode(session);
    expect(new SessionCodec(NEW).decode(newCookie)).toEqual(session);
    // Signed with the new secret, not the old one: a gateway that only knows the old refuses it.
    expect(before.decode(newCookie)).toBeNull();
  });

  it('refuses a session once its secret is no longer listed, and one signed with any other secret', () => {
    const oldCookie = new SessionCodec(OLD).encode(session);
    expect(new SessionCodec(NEW).decode(oldCookie)).toBeNull();
    const forged = new SessionCodec('someone-elses-secret-someone-elses-00').encode(session);
    expect(new SessionCodec(NEW, [OLD]).decode(forged)).toBeNull();
  });

  it('refuses an expired or tampered session whichever secret signed it', () => {
    const codec = new SessionCodec(NEW, [OLD]);
    const expired = new SessionCodec(OLD).encode({ ...session, expiresAt: Date.now() - 1 });
    expect(codec.decode(expired)).toBeNull();
    const [payload, signature] = new SessionCodec(OLD).encode(session).split('.');
    const tampered = `${Buffer.from(JSON.stringify({ ...session, id: 'u2' })).toString('base64url')}.${signature}`;
    expect(codec.decode(`${payload}.${signature}`)).toEqual(session);
    expect(codec.decode(tampered)).toBeNull();
  });
});

describe('SESSION_PREVIOUS_SECRETS', () => {
  const schema = gatewayConfigSchema;

  it('is a comma-separated list, empty when unset', () => {
    expect(loadConfig(schema, {}).SESSION_PREVIOUS_SECRETS).toEqual([]);
    expect(loadConfig(schema, { SESSION_PREVIOUS_SECRETS: `${OLD}, ${NEW}` }).SESSION_PREVIOUS_SECRETS).toEqual([OLD, NEW]);
  });

  it('refuses a secret shorter than 32 characters, naming the setting', () => {
    expect(() => loadConfig(schema, { SESSION_PREVIOUS_SECRETS: `${OLD},short` })).toThrow(ConfigError);
    expect(() => loadConfig(schema, { SESSION_PREVIOUS_SECRETS: `${OLD},short` })).toThrow('SESSION_PREVIOUS_SECRETS');
  });
});
