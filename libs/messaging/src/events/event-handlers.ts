import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import type { EventContract } from '@shop/contracts';
import type { RequestContext } from '../context';
import { NATS_CONNECTION, type NatsConnection } from '../nats-connection';
import { startConsumer, type ConsumerOptions, type RunningConsumer } from './event-consumer';
import { EVENT_HANDLER_METADATA, type Delivery, type EventHandlerMetadata } from './handle-event.decorator';
import { JetStreamStreams } from './streams';

type Handler = (payload: unknown, ctx: RequestContext, delivery: Delivery) => Promise<void> | void;

/**
 * Finds every @HandleEvent method of the application's providers and controllers, and runs a
 * durable consumer for each from start-up until shutdown, as Nest does for request handlers.
 */
@Injectable()
export class EventHandlers implements OnApplicationBootstrap, OnModuleDestroy {
  private running: RunningConsumer[] = [];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    private readonly streams: JetStreamStreams,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const consumers = this.discover();
    if (consumers.length === 0) return;
    // Every stream, not only those consumed: a stream's subjects are those of all its events.
    await this.streams.ensure();
    for (const consumer of consumers) this.running.push(await startConsumer(this.nc, consumer));
  }

  /** Destroy hooks run before every shutdown hook: no event is taken while the rest closes. */
  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.running.splice(0).map((consumer) => consumer.stop()));
  }

  private discover(): Array<ConsumerOptions<EventContract>> {
    const consumers = new Map<string, ConsumerOptions<EventContract> & { method: string }>();
    for (const wrapper of [...this.discovery.getProviders(), ...this.discovery.getControllers()]) {
      const instance: unknown = wrapper.instance;
      if (!wrapper.isDependencyTreeStatic() || typeof instance !== 'object' || instance === null) continue;
      const prototype = Object.getPrototypeOf(instance) as Record<string, Handler>;
      for (const name of this.scanner.getAllMethodNames(prototype)) {
        const metadata = this.reflector.get<EventHandlerMetadata | undefined>(EVENT_HANDLER_METADATA, prototype[name]);
        if (!metadata) continue;
        const method = `${instance.constructor.name}.${name}`;
        const taken = consumers.get(metadata.durable);
        if (taken) throw new Error(`Two event handlers share the durable consumer "${metadata.durable}": ${taken.method} and ${method}`);
        const handler = prototype[name].bind(instance);
        consumers.set(metadata.durable, { ...metadata, method, handle: async (payload, ctx, delivery) => handler(payload, ctx, delivery) });
      }
    }
    return [...consumers.values()];
  }
}
