import { Injectable, Module, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JetStreamStreams } from '../events/streams';
import { EventPublisher } from '../events/event-publisher';
import { OutboxRelay } from './outbox.relay';

/** Runs the outbox relay for the service's lifetime. */
@Injectable()
export class OutboxRelayRunner implements OnApplicationBootstrap, BeforeApplicationShutdown {
  readonly relay: OutboxRelay;

  constructor(
    dataSource: DataSource,
    publisher: EventPublisher,
    private readonly streams: JetStreamStreams,
  ) {
    this.relay = new OutboxRelay(dataSource, publisher);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.streams.ensure();
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
