import 'reflect-metadata';
import { jetstreamManager } from '@nats-io/jetstream';
import { defineEvent, eventEnvelope } from '@shop/contracts';
import { TEST_NATS_URL } from '@shop/testing';
import { z } from 'zod';
import { connectNats, ensureStreams, type NatsConnection } from '../src';

/** A test-only event of an entity of its own, so the test never touches the streams of real events. */
function probeEvent() {
  const entity = `probe-${Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
  return defineEvent({ subject: `${entity}.chimed.v1`, payload: eventEnvelope.extend({ n: z.number().int() }) });
}

describe('the event streams', () => {
  // Every service (and every replica of one) ensures the streams as it starts, at the same moment as the others.
  const processes: NatsConnection[] = [];
  const made: string[] = [];

  beforeAll(async () => {
    for (let i = 0; i < 6; i += 1) processes.push(await connectNats(TEST_NATS_URL, `streams-test-${i}`));
  });

  afterAll(async () => {
    const jsm = await jetstreamManager(processes[0]);
    for (const name of made) await jsm.streams.delete(name).catch(() => undefined);
    await Promise.all(processes.map((nc) => nc.close()));
  });

  it('are made once, whole, when several processes ensure them at the same moment', async () => {
    for (let round = 0; round < 30; round += 1) {
      const event = probeEvent();
      made.push(event.stream);
      const results = await Promise.allSettled(processes.map((nc) => ensureStreams(nc, [event])));
      expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
      const info = await (await jetstreamManager(processes[0])).streams.info(event.stream);
      expect(info.config.subjects).toEqual([event.subject]);
    }
  });

  it('are brought to the contracts when they exist already', async () => {
    const event = probeEvent();
    made.push(event.stream);
    await ensureStreams(processes[0], [event]);
    const jsm = await jetstreamManager(processes[0]);
    await jsm.streams.update(event.stream, { subjects: [event.subject, `${event.subject}.old`] });
    await ensureStreams(processes[1], [event]);
    expect((await jsm.streams.info(event.stream)).config.subjects).toEqual([event.subject]);
  });
});
