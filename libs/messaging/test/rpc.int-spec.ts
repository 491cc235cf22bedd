import 'reflect-metadata';
import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Ctx, Payload } from '@nestjs/microservices';
import { ListCategories, type ParsedRequestOf } from '@shop/contracts';
import { uniqueName, TEST_NATS_URL } from '@shop/testing';
import { connectNats, HandleRequest, NatsRpcServer, notFound, RequestClient, ServiceError, type NatsConnection, type RequestContext } from '../src';

/** A stand-in catalog answering the real contract, so the transport is tested on its own. */
function catalogReplica(behaviour: { seen: RequestContext[]; fail?: 'not-found' | 'crash' | 'slow' | 'broken-reply' | 'huge-once' }) {
  @Controller()
  class Handler {
    @HandleRequest(ListCategories)
    async list(@Payload() _request: ParsedRequestOf<typeof ListCategories>, @Ctx() ctx: RequestContext) {
      behaviour.seen.push(ctx);
      if (behaviour.fail === 'not-found') throw notFound('Nothing here');
      if (behaviour.fail === 'crash') throw new Error('database exploded');
      if (behaviour.fail === 'slow') await new Promise((r) => setTimeout(r, 400));
      // What the compiler cannot see: a column typed as a number that the driver reads as text.
      if (behaviour.fail === 'broken-reply') return [{ id: '1' as unknown as number, name: 'Exclusive', description: 'd', imageUrl: '/x.svg' }];
      // Over NATS's 1 MB limit: as a catalogue of thousands answered in one list would be.
      if (behaviour.fail === 'huge-once' && behaviour.seen.length === 1) {
        return Array.from({ length: 3000 }, (_, i) => ({ id: i + 1, name: `Category ${i}`, description: 'd'.repeat(400), imageUrl: '/x.svg' }));
      }
      return [{ id: 1, name: 'Exclusive', description: 'd', imageUrl: '/x.svg' }];
    }
  }
  @Module({ controllers: [Handler] })
  class ReplicaModule {}
  return ReplicaModule;
}

describe('request client and NATS transport', () => {
  let clientConnection: NatsConnection;
  let client: RequestClient;
  const replicas: Array<{ app: INestMicroservice; nc: NatsConnection }> = [];

  async function startReplica(behaviour: Parameters<typeof catalogReplica>[0], queue: string, options: { checkReplies?: boolean } = {}) {
    const nc = await connectNats(TEST_NATS_URL, queue);
    const app = await NestFactory.createMicroservice(catalogReplica(behaviour), {
      strategy: new NatsRpcServer(nc, { queue, ...options }),
      logger: false,
    });
    await app.listen();
    replicas.push({ app, nc });
    return app;
  }

  beforeAll(async () => {
    clientConnection = await connectNats(TEST_NATS_URL, 'rpc-test-client');
    client = new RequestClient(clientConnection, 200);
  });

  afterEach(async () => {
    for (const { app, nc } of replicas.splice(0)) {
      await app.close();
      await nc.close();
    }
  });

  afterAll(() => clientConnection.close());

  it('answers a typed request and carries the correlation id to the handler', async () => {
    const seen: RequestContext[] = [];
    await startReplica({ seen }, uniqueName('catalog'));
    const ctx = { correlationId: 'corr-123', user: { id: 'u1', email: 'a@b.in' } };
    await expect(client.request(ListCategories, {}, ctx)).resolves.toEqual([
      { id: 1, name: 'Exclusive', description: 'd', imageUrl: '/x.svg' },
    ]);
    expect(seen).toEqual([ctx]);
  });

  it('answers the reply as its JSON text when asked for it unparsed, and a failure as the same error', async () => {
    await startReplica({ seen: [] }, uniqueName('catalog'));
    const json = await client.requestJson(ListCategories, {}, { correlationId: 'json' });
    expect(json).toBe(JSON.stringify([{ id: 1, name: 'Exclusive', description: 'd', imageUrl: '/x.svg' }]));
    for (const { app, nc } of replicas.splice(0)) {
      await app.close();
      await nc.close();
    }
    await startReplica({ seen: [], fail: 'not-found' }, uniqueName('catalog'));
    await expect(client.requestJson(ListCategories, {}, { correlationId: 'json-404' })).rejects.toMatchObject({ status: 404, message: 'Nothing here' });
  });

  it('refuses a payload that breaks the contract before sending it', async () => {
    const seen: RequestContext[] = [];
    await startReplica({ seen }, uniqueName('catalog'));
    const bad = client.request(ListCategories, { unexpected: true } as never, { correlationId: 'c' });
    await expect(bad).rejects.toMatchObject({ status: 400, message: expect.stringContaining('unexpected') });
    expect(seen).toHaveLength(0);
  });

  it('validates on the service side too: a raw publish with a bad body gets a 400 reply', async () => {
    await startReplica({ seen: [] }, uniqueName('catalog'));
    const reply = await clientConnection.request(ListCategories.subject, new TextEncoder().encode('{"x":1}'), {
      timeout: 1000,
    });
    expect(JSON.parse(new TextDecoder().decode(reply.data))).toEqual({
      ok: false,
      error: { status: 400, message: expect.stringContaining('x') },
    });
    const notJson = await clientConnection.request(ListCategories.subject, new TextEncoder().encode('{'), {
      timeout: 1000,
    });
    expect(JSON.parse(new TextDecoder().decode(notJson.data)).error).toEqual({
      status: 400,
      message: 'Request body is not valid JSON',
    });
  });

  it("passes a service's own error status and message to the caller", async () => {
    await startReplica({ seen: [], fail: 'not-found' }, uniqueName('catalog'));
    await expect(client.request(ListCategories, {}, { correlationId: 'c' })).rejects.toEqual(
      new ServiceError(404, 'Nothing here'),
    );
  });

  it('hides an unexpected failure behind a 500', async () => {
    await startReplica({ seen: [], fail: 'crash' }, uniqueName('catalog'));
    await expect(client.request(ListCategories, {}, { correlationId: 'c' })).rejects.toMatchObject({
      status: 500,
      message: 'Internal error',
    });
  });

  it('answers 500 for a reply that breaks its contract, naming the subject and the problem', async () => {
    await startReplica({ seen: [], fail: 'broken-reply' }, uniqueName('catalog'));
    await expect(client.request(ListCategories, {}, { correlationId: 'c' })).rejects.toMatchObject({
      status: 500,
      message: `The reply to ${ListCategories.subject} breaks its contract: 0.id: Invalid input: expected number, received string`,
    });
  });

  it('sends replies unchecked where checking is off, as in production', async () => {
    await startReplica({ seen: [], fail: 'broken-reply' }, uniqueName('catalog'), { checkReplies: false });
    await expect(client.request(ListCategories, {}, { correlationId: 'c' })).resolves.toEqual([
      { id: '1', name: 'Exclusive', description: 'd', imageUrl: '/x.svg' },
    ]);
  });

  it('answers an error for a reply over NATS\'s size limit, and goes on serving', async () => {
    const seen: RequestContext[] = [];
    await startReplica({ seen, fail: 'huge-once' }, uniqueName('catalog'));
    await expect(client.request(ListCategories, {}, { correlationId: 'huge' })).rejects.toMatchObject({
      status: 500,
      message: `The reply to ${ListCategories.subject} is too large to send`,
    });
    await expect(client.request(ListCategories, {}, { correlationId: 'next' })).resolves.toHaveLength(1);
    expect(seen.map((ctx) => ctx.correlationId)).toEqual(['huge', 'next']);
  });

  // Before the client's timeout (200 ms), which would have answered 504 instead.
  it('answers 503 at once when no replica listens', async () => {
    await expect(client.request(ListCategories, {}, { correlationId: 'c' })).rejects.toMatchObject({
      status: 503,
      message: 'The catalog service is unavailable',
    });
  });

  it('answers 504 when the service is slower than the timeout', async () => {
    await startReplica({ seen: [], fail: 'slow' }, uniqueName('catalog'));
    await expect(client.request(ListCategories, {}, { correlationId: 'c' })).rejects.toMatchObject({
      status: 504,
      message: 'The catalog service did not answer in time',
    });
  });

  it('splits requests between replicas of one queue group, each answered once', async () => {
    const queue = uniqueName('catalog');
    const first: RequestContext[] = [];
    const second: RequestContext[] = [];
    await startReplica({ seen: first }, queue);
    await startReplica({ seen: second }, queue);
    const ids = Array.from({ length: 60 }, (_, i) => `req-${i}`);
    await Promise.all(ids.map((correlationId) => client.request(ListCategories, {}, { correlationId })));
    expect(first.length).toBeGreaterThan(0);
    expect(second.length).toBeGreaterThan(0);
    expect([...first, ...second].map((c) => c.correlationId).sort()).toEqual([...ids].sort());
  });

  it('lets in-flight requests finish when a replica closes', async () => {
    const seen: RequestContext[] = [];
    const app = await startReplica({ seen, fail: 'slow' }, uniqueName('catalog'));
    const slowClient = new RequestClient(clientConnection, 2000);
    const pending = slowClient.request(ListCategories, {}, { correlationId: 'in-flight' });
    await new Promise((r) => setTimeout(r, 100));
    const closing = app.close();
    await expect(pending).resolves.toHaveLength(1);
    await closing;
  });
});
