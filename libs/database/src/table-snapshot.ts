import { Client } from 'pg';
import { coalescedRead } from './coalesced-read';

/**
 * Rows held in memory and read again whenever Postgres says they changed: a trigger on the
 * tables calls `pg_notify(channel)` on any write, made by the service, an operator's SQL or a
 * migration, and every replica listening on the channel reloads. After a lost listening
 * connection it reconnects and reloads, since changes made meanwhile were not heard.
 */
export class TableSnapshot<T> {
  private current: T | undefined;
  /** Reads the rows again; calls made together share a read (coalescedRead). */
  readonly reload: () => Promise<T>;
  private listener: Client | null = null;
  private stopped = false;

  constructor(
    private readonly options: {
      /** What is held, for log lines: "catalog products". */
      name: string;
      databaseUrl: string;
      channel: string;
      read: () => Promise<T>;
      log: { warn(message: string): void };
    },
  ) {
    this.reload = coalescedRead(() => options.read().then((value) => (this.current = value)));
  }

  /** Reads the rows (failing if they cannot be read), then listens for changes. */
  async start(): Promise<void> {
    await this.reload();
    await this.listen();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.listener?.end().catch(() => undefined);
  }

  /** The rows as last read, or undefined before the first read. */
  get latest(): T | undefined {
    return this.current;
  }

  /** The rows as last read; `start()` has read them once before anyone asks. */
  get value(): T {
    if (this.current === undefined) throw new Error(`${this.options.name} have not been read yet`);
    return this.current;
  }

  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.options.databaseUrl });
    client.on('notification', () => void this.reload().catch((e: Error) => this.options.log.warn(`Reloading ${this.options.name} failed: ${e.message}`)));
    client.on('error', (error) => this.options.log.warn(`Listening for changes to ${this.options.name} failed: ${error.message}`));
    client.on('end', () => {
      if (this.stopped) return;
      setTimeout(() => void this.listen().then(() => this.reload()).catch(() => undefined), 1000).unref();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(this.options.channel)}`);
      this.listener = client;
    } catch (error) {
      this.options.log.warn(`Cannot listen for changes to ${this.options.name} yet: ${(error as Error).message}`);
      await client.end().catch(() => undefined);
    }
  }
}
