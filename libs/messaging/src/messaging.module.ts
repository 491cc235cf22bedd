import type { NatsConnection } from '@nats-io/transport-node';
import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { EventHandlers } from './events/event-handlers';
import { EventPublisher } from './events/event-publisher';
import { JetStreamStreams } from './events/streams';
import { connectNats, NATS_CONNECTION } from './nats-connection';
import { RequestClient } from './rpc/request-client';

export interface MessagingOptions {
  /** The process's name as NATS sees it (also its queue group when it answers requests). */
  name: string;
  natsUrl: string;
  requestTimeoutMs: number;
  /** JETSTREAM_REPLICAS: copies of each event stream in a NATS cluster; 1 when omitted. */
  jetStreamReplicas?: number;
}

/**
 * One NATS connection per process, with the typed request client and event publisher on top,
 * and a durable consumer for each @HandleEvent method.
 */
@Global()
@Module({})
export class MessagingModule implements OnApplicationShutdown {
  constructor(@Inject(NATS_CONNECTION) private readonly nc: NatsConnection) {}

  static forRoot(options: MessagingOptions): DynamicModule {
    return {
      module: MessagingModule,
      imports: [DiscoveryModule],
      providers: [
        { provide: NATS_CONNECTION, useFactory: () => connectNats(options.natsUrl, options.name) },
        {
          provide: RequestClient,
          inject: [NATS_CONNECTION],
          useFactory: (nc: NatsConnection) => new RequestClient(nc, options.requestTimeoutMs),
        },
        { provide: EventPublisher, inject: [NATS_CONNECTION], useFactory: (nc: NatsConnection) => new EventPublisher(nc) },
        {
          provide: JetStreamStreams,
          inject: [NATS_CONNECTION],
          useFactory: (nc: NatsConnection) => new JetStreamStreams(nc, { replicas: options.jetStreamReplicas }),
        },
        EventHandlers,
      ],
      exports: [NATS_CONNECTION, RequestClient, EventPublisher, JetStreamStreams],
    };
  }

  /** Runs after request handling has stopped: flush what is buffered, then disconnect. */
  async onApplicationShutdown(): Promise<void> {
    if (!this.nc.isClosed()) await this.nc.drain();
  }
}
