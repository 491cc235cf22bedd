import { Logger } from '@nestjs/common';
import { ChannelListener } from '@shop/database';
import type { DataSource } from 'typeorm';
import type { EventPublisher } from '../events/event-publisher';
import { outboxLag, outboxPending } from '../metrics';

export interface OutboxRelayOptions {
  batchSize?: number;
  /**
   * How long to sleep when the outbox is empty before looking again anyway. A commit that wrote to
   * the outbox, in this replica or another, wakes the relay at once (OUTBOX_CHANNEL), so this
   * only bounds a delay after a lost notification or a failed publish.
   */
  idleMs?: number;
  /** Published rows older than this are deleted. */
  retainMs?: number;
}

interface Row {
  id: string;
  subject: string;
  payload: unknown;
  correlation_id: string;
}

/** The Postgres channel a transaction that wrote to the outbox notifies (writeToOutbox), heard at its commit. */
export const OUTBOX_CHANNEL = 'outbox_events';

/**
 * Moves committed outbox rows to JetStream. Rows are claimed with SKIP LOCKED so replicas
 * share the work; a row is marked published only after JetStream acknowledged it, and the
 * publish carries the event id as Nats-Msg-Id, so a crash between the two never duplicates.
 */
export class OutboxRelay {
  private readonly log = new Logger('OutboxRelay');
  private running = false;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  /** Set by a wake since this batch's read began: the relay looks again at once rather than sleeping. */
  private woken = false;
  private lastCleanup = 0;
  private lastMeasure = 0;
  private listener: ChannelListener | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly publisher: EventPublisher,
    private readonly options: OutboxRelayOptions = {},
  ) {}

  /** Starts publishing, and listening for commits of other replicas (when the database is named by a URL). */
  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    const url = (this.dataSource.options as { url?: string }).url;
    if (url) {
      this.listener = new ChannelListener({ name: 'the outbox', databaseUrl: url, channel: OUTBOX_CHANNEL, onNotify: () => this.wake(), onReconnect: () => this.wake(), log: this.log });
      await this.listener.start();
    }
    this.loop = this.run();
  }

  /** Finishes the batch in hand, then stops. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await this.loop;
    await this.listener?.stop();
  }

  /** Publish soon: called after a transaction that wrote to the outbox commits. */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /** Publishes one batch; answers how many rows it published. */
  async publishBatch(): Promise<number> {
    const batchSize = this.options.batchSize ?? 100;
    return this.dataSource.transaction(async (manager) => {
      const rows: Row[] = await manager.query(
        `SELECT id, subject, payload, correlation_id FROM outbox_events
          WHERE published_at IS NULL ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [batchSize],
      );
      if (rows.length === 0) return 0;
      await Promise.all(
        rows.map((row) =>
          this.publisher.publishRaw(row.subject, row.payload, row.id, { correlationId: row.correlation_id }),
        ),
      );
      await manager.query(`UPDATE outbox_events SET published_at = now() WHERE id = ANY($1::uuid[])`, [
        rows.map((row) => row.id),
      ]);
      return rows.length;
    });
  }

  private async run(): Promise<void> {
    const idleMs = this.options.idleMs ?? 5_000;
    while (this.running) {
      // A commit heard from here on may be missing from this batch's read: it is looked for again.
      this.woken = false;
      let published = 0;
      try {
        published = await this.publishBatch();
        await this.measure();
        await this.cleanup();
      } catch (error) {
        this.log.warn(`Publishing the outbox failed, retrying: ${(error as Error).message}`);
      }
      if (published < (this.options.batchSize ?? 100) && this.running && !this.woken) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, idleMs);
          this.wakeUp = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wakeUp = null;
      }
    }
  }

  /** The outbox gauges, at most once a second: under load a batch is published every few milliseconds. */
  private async measure(): Promise<void> {
    if (Date.now() - this.lastMeasure < 1000) return;
    this.lastMeasure = Date.now();
    const [row]: Array<{ pending: string; oldest: Date | null }> = await this.dataSource.query(
      `SELECT count(*) AS pending, min(created_at) AS oldest FROM outbox_events WHERE published_at IS NULL`,
    );
    outboxPending.set(Number(row.pending));
    outboxLag.set(row.oldest ? (Date.now() - new Date(row.oldest).getTime()) / 1000 : 0);
  }

  private async cleanup(): Promise<void> {
    if (Date.now() - this.lastCleanup < 60_000) return;
    this.lastCleanup = Date.now();
    const retainMs = this.options.retainMs ?? 7 * 24 * 60 * 60 * 1000;
    await this.dataSource.query(
      `DELETE FROM outbox_events WHERE published_at < now() - ($1::bigint * interval '1 millisecond')`,
      [retainMs],
    );
  }
}
