import 'reflect-metadata';
import { jetstreamManager } from '@nats-io/jetstream';
import { defineEvent, eventEnvelope } from '@shop/contracts';
import { dropDatabase, ensureDatabase } from '@shop/database';
import { TEST_NATS_URL, uniqueDatabaseUrl, uniqueName } from '@shop/testing';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import {
  connectNats,
  CreateOutboxTable1763700000000,
  ensureStreams,
  EventPublisher,
  JetStreamStreams,
  OutboxEvent,
  OutboxRelay,
  OutboxRelayRunner,
  startConsumer,
  writeToOutbox,
  type NatsConnection,
  type RunningConsumer,
} from '../src';

// A test-only entity, so these tests never touch the streams of real events.
const entity = `probe-${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
const ProbeTicked = defineEvent({
  subject: `${entity}.ticked.v1`,
  payload: eventEnvelope.extend({ probeId: z.string(), n: z.number().int() }),
});
type Tick = z.infer<typeof ProbeTicked.payload>;

async function until(condition: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('JetStream events and the transactional outbox', () => {
  let nc: NatsConnection;
  let publisher: EventPublisher;
  let dataSource: DataSource;
  const databaseUrl = uniqueDatabaseUrl('outbox');
  const consumers: RunningConsumer[] = [];

  beforeAll(async () => {
    nc = await connectNats(TEST_NATS_URL, 'events-outbox-test');
    await ensureStreams(nc, [ProbeTicked]);
    publisher = new EventPublisher(nc);
    await ensureDatabase(databaseUrl);
    dataSource = new DataSource({
      type: 'postgres',
      url: databaseUrl,
      entities: [OutboxEvent],
      migrations: [CreateOutboxTable1763700000000],
    });
    await dataSource.initialize();
    await dataSource.runMigrations();
  });

  afterEach(async () => {
    for (const consumer of consumers.splice(0)) await consumer.stop();
  });

  afterAll(async () => {
    const jsm = await jetstreamManager(nc);
    await jsm.streams.delete(ProbeTicked.stream);
    await nc.close();
    await dataSource.destroy();
    await dropDatabase(databaseUrl);
  });

  async function collect(durable: string, received: Tick[], fail?: (tick: Tick, attempt: number) => boolean) {
    consumers.push(
      await startConsumer(nc, {
        event: ProbeTicked,
        durable,
        handle: async (tick, _ctx, { attempt }) => {
          if (fail?.(tick, attempt)) throw new Error('not yet');
          received.push(tick);
        },
      }),
    );
  }

  it('stores a re-published event once (Nats-Msg-Id de-duplication)', async () => {
    const probeId = uniqueName('dup');
    const eventId = '0b3f6c1e-8d6a-4b8e-9a53-0c8f5a0c0001';
    const tick = { eventId, occurredAt: new Date().toISOString(), probeId, n: 0 };
    const first = await publisher.publishRaw(ProbeTicked.subject, tick, eventId, { correlationId: 'c' });
    const again = await publisher.publishRaw(ProbeTicked.subject, tick, eventId, { correlationId: 'c' });
    expect(first.duplicate).toBe(false);
    expect(again.duplicate).toBe(true);
    expect(again.seq).toBe(first.seq);
  });

  it('delivers to a durable consumer that resumes where it stopped', async () => {
    const durable = uniqueName('resume');
    const probeId = uniqueName('p');
    const received: Tick[] = [];
    await collect(durable, received);
    await publisher.publish(ProbeTicked, { probeId, n: 1 }, { correlationId: 'c1' });
    await until(() => received.some((t) => t.probeId === probeId && t.n === 1));
    await consumers.pop()!.stop();

    // Published while nobody consumes: the durable keeps its place.
    await publisher.publish(ProbeTicked, { probeId, n: 2 }, { correlationId: 'c2' });
    await collect(durable, received);
    await until(() => received.some((t) => t.probeId === probeId && t.n === 2));
    expect(received.filter((t) => t.probeId === probeId).map((t) => t.n)).toEqual([1, 2]);
  });

  it('gives every replica every event when each has its own consumer, from its start, and removes it at stop', async () => {
    const durable = uniqueName('replica');
    const probeId = uniqueName('every');
    await publisher.publish(ProbeTicked, { probeId, n: 0 }, { correlationId: 'before' });
    const replicas: Tick[][] = [[], []];
    for (const received of replicas) {
      consumers.push(await startConsumer(nc, { event: ProbeTicked, durable, everyReplica: true, handle: async (tick) => void received.push(tick) }));
    }
    const jsm = await jetstreamManager(nc);
    const ours = async () => (await jsm.consumers.list(ProbeTicked.stream).next()).filter((info) => info.name.startsWith(`${durable}-`));
    expect(await ours()).toHaveLength(2);

    await publisher.publish(ProbeTicked, { probeId, n: 1 }, { correlationId: 'c' });
    await until(() => replicas.every((received) => received.some((t) => t.probeId === probeId && t.n === 1)));
    // Neither saw the event from before it started: what it holds was read at its start.
    for (const received of replicas) expect(received.filter((t) => t.probeId === probeId).map((t) => t.n)).toEqual([1]);

    for (const consumer of consumers.splice(0)) await consumer.stop();
    expect(await ours()).toEqual([]);
  });

  it('redelivers an event whose handler failed, until it succeeds', async () => {
    const probeId = uniqueName('retry');
    const received: Tick[] = [];
    const attempts: number[] = [];
    await collect(uniqueName('retry'), received, (tick, attempt) => {
      if (tick.probeId !== probeId) return false;
      attempts.push(attempt);
      return attempt < 2;
    });
    await publisher.publish(ProbeTicked, { probeId, n: 7 }, { correlationId: 'c' });
    await until(() => received.some((t) => t.probeId === probeId), 10000);
    expect(attempts).toEqual([1, 2]);
  });

  it('refuses to publish a payload that breaks its contract', () => {
    expect(() => publisher.publish(ProbeTicked, { probeId: 'x', n: 1.5 } as never, { correlationId: 'c' })).toThrow(
      'Invalid',
    );
  });

  it('publishes an outbox row only when its transaction commits, and exactly once', async () => {
    const probeId = uniqueName('outbox');
    const received: Tick[] = [];
    await collect(uniqueName('outbox'), received);

    await dataSource
      .transaction(async (manager) => {
        await writeToOutbox(manager, ProbeTicked, { probeId, n: 0 }, { correlationId: 'rolled-back' });
        throw new Error('business rule failed');
      })
      .catch(() => undefined);
    const committed = await dataSource.transaction((manager) =>
      writeToOutbox(manager, ProbeTicked, { probeId, n: 1 }, { correlationId: 'committed' }),
    );

    const relay = new OutboxRelay(dataSource, publisher, { idleMs: 20 });
    const second = new OutboxRelay(dataSource, publisher, { idleMs: 20 });
    await relay.start();
    await second.start();
    await until(() => received.some((t) => t.probeId === probeId));
    await new Promise((r) => setTimeout(r, 300));
    await relay.stop();
    await second.stop();

    expect(received.filter((t) => t.probeId === probeId)).toEqual([committed]);
    const rows = await dataSource.getRepository(OutboxEvent).findBy({ id: committed.eventId });
    expect(rows[0].publishedAt).toBeInstanceOf(Date);
  });

  it('wakes a sleeping relay the moment another replica commits an event: it does not poll', async () => {
    const probeId = uniqueName('notified');
    const received: Tick[] = [];
    await collect(uniqueName('notified'), received);
    // Asleep for ten minutes once it finds the outbox empty: only the commit's notification can wake it.
    const relay = new OutboxRelay(dataSource, publisher, { idleMs: 600_000 });
    await relay.start();
    await new Promise((r) => setTimeout(r, 200));
    const committed = await dataSource.transaction((manager) => writeToOutbox(manager, ProbeTicked, { probeId, n: 2 }, { correlationId: 'other-replica' }));
    await until(() => received.some((t) => t.probeId === probeId));
    await relay.stop();
    expect(received.filter((t) => t.probeId === probeId)).toEqual([committed]);
  });

  it('publishes a commit heard while it was publishing a batch at once, without sleeping until the next', async () => {
    const probeId = uniqueName('busy');
    const received: Tick[] = [];
    await collect(uniqueName('busy'), received);
    // The first event's publish is held, so the second commit is heard while the batch is in hand.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inHand = false;
    class HeldPublisher extends EventPublisher {
      override async publishRaw(...args: Parameters<EventPublisher['publishRaw']>) {
        if ((args[1] as Tick).probeId === probeId && (args[1] as Tick).n === 1) {
          inHand = true;
          await held;
        }
        return super.publishRaw(...args);
      }
    }
    const relay = new OutboxRelay(dataSource, new HeldPublisher(nc), { idleMs: 600_000 });
    await relay.start();
    const wake = jest.spyOn(relay, 'wake');
    const write = (n: number) => dataSource.transaction((manager) => writeToOutbox(manager, ProbeTicked, { probeId, n }, { correlationId: `busy-${n}` }));
    let first: Tick, second: Tick;
    try {
      await new Promise((r) => setTimeout(r, 200)); // asleep, the outbox empty
      first = await write(1);
      await until(() => inHand);
      second = await write(2);
      await until(() => wake.mock.calls.length === 2);
      release();
      await until(() => received.filter((t) => t.probeId === probeId).length === 2);
    } finally {
      release();
      await relay.stop();
    }
    expect(received.filter((t) => t.probeId === probeId)).toEqual([first, second]);
  });

  it('commits the events of outbox.transaction with its writes, and wakes the relay only after a commit that emitted', async () => {
    const runner = new OutboxRelayRunner(dataSource, publisher, new JetStreamStreams(nc, { replicas: 1 }));
    const wake = jest.spyOn(runner.relay, 'wake');
    const probeId = uniqueName('transaction');
    const rows = (id: string) => dataSource.getRepository(OutboxEvent).findBy({ id });

    let rolledBack = '';
    await expect(
      runner.transaction({ correlationId: 'rolled-back' }, async ({ emit }) => {
        rolledBack = (await emit(ProbeTicked, { probeId, n: 0 })).eventId;
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');
    expect(await rows(rolledBack)).toEqual([]);
    expect(wake).not.toHaveBeenCalled();

    expect(await runner.transaction({ correlationId: 'quiet' }, async ({ manager }) => (await manager.query('SELECT 1 AS one'))[0].one)).toBe(1);
    expect(wake).not.toHaveBeenCalled();

    const committed = await runner.transaction({ correlationId: 'committed' }, ({ emit }) => emit(ProbeTicked, { probeId, n: 1 }));
    expect(await rows(committed.eventId)).toEqual([expect.objectContaining({ subject: ProbeTicked.subject, correlationId: 'committed', publishedAt: null })]);
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it('keeps an outbox row when NATS refuses it, and publishes it later', async () => {
    const probeId = uniqueName('later');
    const closedConnection = await connectNats(TEST_NATS_URL, 'events-outbox-test-closed');
    await closedConnection.close();
    const stuck = new OutboxRelay(dataSource, new EventPublisher(closedConnection));
    const written = await dataSource.transaction((manager) =>
      writeToOutbox(manager, ProbeTicked, { probeId, n: 3 }, { correlationId: 'c' }),
    );
    await expect(stuck.publishBatch()).rejects.toThrow();
    const [row] = await dataSource.getRepository(OutboxEvent).findBy({ id: written.eventId });
    expect(row.publishedAt).toBeNull();

    const received: Tick[] = [];
    await collect(uniqueName('later'), received);
    await new OutboxRelay(dataSource, publisher).publishBatch();
    await until(() => received.some((t) => t.probeId === probeId));
  });
});
