import { Writable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import pino from 'pino';
import { SessionStore } from '../../src/auth/session-store';
import { requestLoggingHook } from '../../src/common/request-logging';

// Findings 7 and 11 of issue 14, below the HTTP layer: sessions end on the server after
// inactivity and at their hard limit, against the real Redis; and the access log keeps no
// personal data from the address.

const user = { id: 'google-1', email: 'aditi@example.in', name: 'Aditi Verma', picture: null };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('sessions in the store', () => {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  afterAll(() => redis.quit());

  it('end after a period without a request', async () => {
    const sessions = new SessionStore(redis, 60_000, 300);
    const id = await sessions.start(user);
    expect(await sessions.find(id)).toMatchObject({ email: user.email });
    await wait(500);
    expect(await sessions.find(id)).toBeNull();
  });

  it('stay alive while used, but never past their hard limit', async () => {
    // Idle after 600 ms, over after 1200 ms: a request every 300 ms keeps it until the hard limit.
    const sessions = new SessionStore(redis, 1200, 600);
    const id = await sessions.start(user);
    for (let i = 0; i < 3; i++) {
      await wait(300);
      expect(await sessions.find(id)).not.toBeNull();
    }
    // About 1300 ms in: not idle long enough to end by inactivity, but past the hard limit.
    await wait(400);
    expect(await sessions.find(id)).toBeNull();
  });

  it('end on every device when their user is revoked, and only theirs', async () => {
    const sessions = new SessionStore(redis, 60_000, 60_000);
    const revoked = { ...user, id: `google-revoked-${Date.now()}` };
    const phone = await sessions.start(revoked);
    const laptop = await sessions.start(revoked);
    const someoneElse = await sessions.start({ ...user, id: `google-other-${Date.now()}` });
    expect(await sessions.endAllOf(revoked.id)).toBe(2);
    expect(await sessions.find(phone)).toBeNull();
    expect(await sessions.find(laptop)).toBeNull();
    expect(await sessions.find(someoneElse)).not.toBeNull();
    expect(await sessions.endAllOf(revoked.id)).toBe(0);
  });

  it('end at once when ended, for every copy of the cookie', async () => {
    const sessions = new SessionStore(redis, 60_000, 60_000);
    const id = await sessions.start(user);
    await sessions.end(id);
    expect(await sessions.find(id)).toBeNull();
  });
});

describe('the access log', () => {
  it('keeps the names of query parameters, not their values: no tracking email is written', () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) }));
    const request = { url: '/api/orders/track/ORD-123456?email=aditi%40example.in&x=1', method: 'GET', context: { correlationId: 'c-1' } } as unknown as FastifyRequest;
    const reply = { statusCode: 404, elapsedTime: 1.5 } as unknown as FastifyReply;
    requestLoggingHook(logger)(request, reply, () => undefined);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]).req).toEqual({ method: 'GET', url: '/api/orders/track/ORD-123456?email=[redacted]&x=[redacted]' });
    expect(lines[0]).not.toContain('aditi');
  });
});
