import { Inject, Injectable, Module, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import type { NatsConnection } from 'nats';
import { DataSource } from 'typeorm';
import { ensureStreams } from '../events/streams';
import { EventPublisher } from '../events/event-publisher';
import { NATS_CONNECTION } from '../nats-connection';
import { OutboxRelay } from './outbox.relay';

/** Runs the outbox relay for the service's lifetime. */
@Injectable()
export class OutboxRelayRunner implements OnApplicationBootstrap, BeforeApplicationShutdown {
  readonly relay: OutboxRelay;

  constructor(
    dataSource: DataSource,
    publisher: EventPublisher,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
  ) {
    this.relay = new OutboxRelay(dataSource, publisher);
  }

  async onApplicationBootstrap(): Promise<void> {
    await ensureStreams(this.nc);
    this.relay.start();
  }

  /** Before NATS is drained (MessagingModule does that on shutdown), so the last batch still goes out. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.relay.stop();
  }

  /** Call after committing a transaction that wrote to the outbox, to publish without waiting. */
  wake(): void {
    this.relay.wake();
  }
}

/** Import in a service that writes events: it needs TypeORM's DataSource and MessagingModule. */
@Module({ providers: [OutboxRelayRunner], exports: [OutboxRelayRunner] })
export class OutboxModule {}
