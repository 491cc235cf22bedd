import { createServer, type Server, type Socket } from 'node:net';
import { HttpException, type Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import { freePort } from '@shop/testing';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimitCounter, rateLimitUncounted } from './rate-limit-counter';
import { clientOf, RateLimited, RateLimitGuard, type RateLimitKind } from './rate-limit.guard';

describe('clientOf', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:8d3::/64'],
    ['2001:db8:85a3:8d3::1', '2001:db8:85a3:8d3::/64'],
    ['2001:0db8::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('counts %s as %s', (ip, client) => {
    expect(clientOf(ip)).toBe(client);
  });

  it('counts every address of one IPv6 /64 as one client, and another /64 apart', () => {
    expect(clientOf('2001:db8:1:2:aaaa::1')).toBe(clientOf('2001:db8:1:2:ffff:ffff:ffff:fffe'));
    expect(clientOf('2001:db8:1:3::1')).not.toBe(clientOf('2001:db8:1:2::1'));
  });
});

class Routes {
  @RateLimited('tracking')
  track(): void {}

  open(): void {}
}

/** A request to one of Routes' handlers, and the headers its answer got. */
function requestTo(handler: keyof Routes) {
  const headers: Record<string, string> = {};
  const reply = { header: (name: string, value: string) => (headers[name] = value) } as unknown as FastifyReply;
  const request = { ip: '203.0.113.9' } as FastifyRequest;
  return { context: new ExecutionContextHost([request, reply], Routes, Routes.prototype[handler]), headers };
}

const uncounted = async (kind: RateLimitKind) => (await rateLimitUncounted.get()).values.find((value) => value.labels.kind === kind)?.value ?? 0;

/**
 * A Redis that answers the connection's ready check, then never a script: a Redis that hangs.
 * Answers the server, the connections it accepted (to end them) and what it was sent.
 */
async function hangingRedis(): Promise<{ server: Server; sockets: Socket[]; received: string[] }> {
  const sockets: Socket[] = [];
  const received: string[] = [];
  const server = createServer((socket) => {
    sockets.push(socket);
    socket.on('data', (chunk) => {
      const text = chunk.toString().toLowerCase();
      received.push(text);
      if (text.includes('info')) {
        const info = '# Server\r\nredis_version:7.0.0\r\nloading:0\r\n';
        socket.write(`$${info.length}\r\n${info}\r\n`);
      } else if (!text.includes('eval')) {
        socket.write('+OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, sockets, received };
}

describe('RateLimitGuard', () => {
  const warnings: string[] = [];
  const log = { warn: (message: string) => warnings.push(message) } as unknown as Logger;
  let counter: RateLimitCounter<RateLimitKind>;
  let guard: RateLimitGuard;
  const limits = { signIn: 1, designerSignIn: 1, orders: 1, tracking: 1, paymentChecks: 1, checkoutDetails: 1, webhooks: 1, searches: 1, reviews: 1, pincodes: 1 };

  beforeAll(async () => {
    // Never connected, as while Redis is unreachable: nothing listens there.
    counter = new RateLimitCounter(`redis://127.0.0.1:${await freePort()}`, 'test:rate-limit', limits, log);
    guard = new RateLimitGuard(new Reflector(), counter);
  });

  afterAll(() => counter.stop());
  afterEach(() => jest.restoreAllMocks());

  it('lets a limited request through without waiting for Redis, past the limit too, with no RateLimit headers, and counts it as uncounted', async () => {
    const before = await uncounted('tracking');
    const started = Date.now();
    for (let i = 0; i < 3; i++) {
      const { context, headers } = requestTo('track');
      await expect(guard.canActivate(context)).resolves.toBe(true);
      expect(headers).toEqual({});
    }
    // Well under the 2 s a connection attempt may take: nothing waited for Redis.
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await uncounted('tracking')).toBe(before + 3);
  });

  it('warns once a minute while Redis is down, saying how many requests went uncounted', async () => {
    const now = Date.now() + 120_000;
    jest.spyOn(Date, 'now').mockReturnValue(now);
    warnings.length = 0;
    for (let i = 0; i < 5; i++) await guard.canActivate(requestTo('track').context);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^Rate limits are not counted, Redis does not answer \(.+\); requests let through uncounted since the last warning: \d+$/);

    jest.spyOn(Date, 'now').mockReturnValue(now + 59_000);
    for (let i = 0; i < 4; i++) await guard.canActivate(requestTo('track').context);
    expect(warnings).toHaveLength(1);

    jest.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    await guard.canActivate(requestTo('track').context);
    expect(warnings).toEqual([warnings[0], expect.stringMatching(/uncounted since the last warning: 9$/)]);
  });

  it('passes a route with no limit without asking Redis', async () => {
    const before = await uncounted('tracking');
    await expect(guard.canActivate(requestTo('open').context)).resolves.toBe(true);
    expect(await uncounted('tracking')).toBe(before);
  });

  it('waits no longer than a quarter of a second for a Redis that stops answering, then lets the request through', async () => {
    const { server, sockets, received } = await hangingRedis();
    const { port } = server.address() as { port: number };
    const hanging = new RateLimitCounter(`redis://127.0.0.1:${port}`, 'test:rate-limit', limits, log);
    try {
      await hanging.start();
      const { context, headers } = requestTo('track');
      const started = Date.now();
      await expect(new RateLimitGuard(new Reflector(), hanging).canActivate(context)).resolves.toBe(true);
      expect(Date.now() - started).toBeLessThan(500);
      expect(headers).toEqual({});
      // It was connected and asked: the request waited on Redis, not on a missing connection.
      expect(received.some((command) => command.includes('eval'))).toBe(true);
    } finally {
      await hanging.stop();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('refuses, with the kind\'s message, only what Redis counted past the limit', async () => {
    const counted = { count: async () => ({ limit: 1, remaining: 0, limited: true, retryAfterSeconds: 42 }) } as unknown as RateLimitCounter<RateLimitKind>;
    const { context, headers } = requestTo('track');
    const refusal = new RateLimitGuard(new Reflector(), counted).canActivate(context);
    await expect(refusal).rejects.toThrow(HttpException);
    await expect(refusal).rejects.toMatchObject({ status: 429, message: 'Too many order look-ups, please try again in a minute' });
    expect(headers).toEqual({ 'RateLimit-Limit': '1', 'RateLimit-Remaining': '0', 'Retry-After': '42' });
  });
});
