import { Injectable, Module, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import type { EventContract, PayloadOf } from '@shop/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { RequestContext } from '../context';
import { JetStreamStreams } from '../events/streams';
import { EventPublisher, type EventData } from '../events/event-publisher';
import { OutboxRelay } from './outbox.relay';
import { writeToOutbox } from './outbox.writer';

/** A transaction that can record events: they are published if and only if it commits. */
export interface OutboxTransaction {
  manager: EntityManager;
  emit<E extends EventContract>(event: E, data: EventData<E>): Promise<PayloadOf<E>>;
}

/** Runs the outbox relay for the service's lifetime. */
@Injectable()
export class OutboxRelayRunner implements OnApplicationBootstrap, BeforeApplicationShutdown {
  readonly relay: OutboxRelay;

  constructor(
    private readonly dataSource: DataSource,
    publisher: EventPublisher,
    private readonly streams: JetStreamStreams,
  ) {
    this.relay = new OutboxRelay(dataSource, publisher);
  }

  /**
   * Runs `work` in one database transaction. The events it emits are written to the outbox in
   * that transaction, and once it has committed the relay is woken to publish them at once: no
   * caller has to remember to.
   */
  async transaction<T>(ctx: RequestContext, work: (tx: OutboxTransaction) => Promise<T>): Promise<T> {
    let emitted = false;
    const result = await this.dataSource.transaction((manager) =>
      work({
        manager,
        emit: (event, data) => {
          emitted = true;
          return writeToOutbox(manager, event, data, ctx);
        },
      }),
    );
    if (emitted) this.relay.wake();
    return result;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.streams.ensure();
    await this.relay.start();
  }

  /** Before NATS is drained (MessagingModule does that on shutdown), so the last batch still goes out. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.relay.stop();
  }

}

/** Import in a service that writes events: it needs TypeORM's DataSource and MessagingModule. */
@Module({ providers: [OutboxRelayRunner], exports: [OutboxRelayRunner] })
export class OutboxModule {}
