import 'reflect-metadata';
import { jetstreamManager } from '@nats-io/jetstream';
import { Controller, Injectable, Module, type INestApplicationContext } from '@nestjs/common';
import { DiscoveryModule, NestFactory } from '@nestjs/core';
import { defineEvent, eventEnvelope, type PayloadOf } from '@shop/contracts';
import { TEST_NATS_URL, uniqueName, until } from '@shop/testing';
import { z } from 'zod';
import {
  connectNats,
  ensureStreams,
  EventHandlers,
  EventPublisher,
  HandleEvent,
  JetStreamStreams,
  MessagingModule,
  NATS_CONNECTION,
  type Delivery,
  type NatsConnection,
  type RequestContext,
} from '../src';

// A test-only entity, so these tests never touch the streams of real events.
const entity = `probe-${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
const BellChimed = defineEvent({
  subject: `${entity}.chimed.v1`,
  payload: eventEnvelope.extend({ probeId: z.string(), n: z.number().int() }),
});
type Ring = PayloadOf<typeof BellChimed>;
type Heard = { ring: Ring; correlationId: string; attempt: number };

const messaging = () => MessagingModule.forRoot({ name: uniqueName('bell'), natsUrl: TEST_NATS_URL, requestTimeoutMs: 1000 });

/** A service whose only handler is a @HandleEvent method of a controller. */
function bellService(durable: string, heard: Heard[]): Promise<INestApplicationContext> {
  @Controller()
  class BellHandler {
    @HandleEvent(BellChimed, { durable })
    async chimed(ring: Ring, ctx: RequestContext, delivery: Delivery): Promise<void> {
      heard.push({ ring, correlationId: ctx.correlationId, attempt: delivery.attempt });
    }
  }
  @Module({ imports: [messaging()], controllers: [BellHandler] })
  class BellModule {}
  return NestFactory.createApplicationContext(BellModule, { logger: false });
}

describe('@HandleEvent methods, run by the messaging module', () => {
  let nc: NatsConnection;
  let publisher: EventPublisher;

  beforeAll(async () => {
    nc = await connectNats(TEST_NATS_URL, 'event-handlers-test');
    await ensureStreams(nc, [BellChimed]);
    publisher = new EventPublisher(nc);
  });

  afterAll(async () => {
    await (await jetstreamManager(nc)).streams.delete(BellChimed.stream);
    await nc.close();
  });

  it('consume from start-up to shutdown with a durable consumer that keeps its place', async () => {
    const durable = uniqueName('bell');
    const probeId = uniqueName('p');
    const heard: Heard[] = [];
    const mine = () => heard.filter((h) => h.ring.probeId === probeId);

    let service = await bellService(durable, heard);
    await publisher.publish(BellChimed, { probeId, n: 1 }, { correlationId: 'first-ring' });
    await until(async () => (mine().length === 1 ? true : undefined), 'the first ring heard', 5000);
    expect(mine()).toEqual([{ ring: expect.objectContaining({ probeId, n: 1 }), correlationId: 'first-ring', attempt: 1 }]);
    await service.close();

    // Published while the service is down: the next start takes it, and only it.
    await publisher.publish(BellChimed, { probeId, n: 2 }, { correlationId: 'second-ring' });
    await new Promise((r) => setTimeout(r, 200));
    expect(mine()).toHaveLength(1);
    service = await bellService(durable, heard);
    await until(async () => (mine().length === 2 ? true : undefined), 'the second ring heard', 5000);
    expect(mine().map((h) => [h.ring.n, h.correlationId])).toEqual([
      [1, 'first-ring'],
      [2, 'second-ring'],
    ]);
    await service.close();
  });

  it('refuse to start two handlers on one durable consumer, wherever they are declared', async () => {
    const durable = uniqueName('bell');
    @Injectable()
    class FirstBell {
      @HandleEvent(BellChimed, { durable })
      async chimed(): Promise<void> {}
    }
    @Controller()
    class SecondBell {
      @HandleEvent(BellChimed, { durable })
      async chimed(): Promise<void> {}
    }
    // Found before any connection is used: none is needed to see the clash.
    @Module({
      imports: [DiscoveryModule],
      providers: [FirstBell, EventHandlers, { provide: NATS_CONNECTION, useValue: null }, { provide: JetStreamStreams, useValue: null }],
      controllers: [SecondBell],
    })
    class TwoBellsModule {}
    await expect(NestFactory.createApplicationContext(TwoBellsModule, { logger: false, abortOnError: false })).rejects.toThrow(
      `Two event handlers share the durable consumer "${durable}": FirstBell.chimed and SecondBell.chimed`,
    );
  });
});
