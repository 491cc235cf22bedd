import { ChannelListener } from './channel-listener';
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
  private readonly listener: ChannelListener;

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
    const reload = () => void this.reload().catch((e: Error) => options.log.warn(`Reloading ${options.name} failed: ${e.message}`));
    this.listener = new ChannelListener({ name: `changes to ${options.name}`, databaseUrl: options.databaseUrl, channel: options.channel, onNotify: reload, onReconnect: reload, log: options.log });
  }

  /** Reads the rows (failing if they cannot be read), then listens for changes. */
  async start(): Promise<void> {
    await this.reload();
    await this.listener.start();
  }

  stop(): Promise<void> {
    return this.listener.stop();
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
}
