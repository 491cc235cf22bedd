import { Client } from 'pg';

export interface ChannelListenerOptions {
  /** What listens, for log lines: "catalog products", "the outbox". */
  name: string;
  databaseUrl: string;
  channel: string;
  /** A notification arrived on the channel, with its payload. */
  onNotify: (payload: string | undefined) => void;
  /**
   * Listening again after the connection was lost: whatever was notified meanwhile was not heard,
   * so the listener should act as if it had been.
   */
  onReconnect: () => void;
  /** The connection was lost: until `onReconnect`, nothing is heard. */
  onLost?: () => void;
  log: { warn(message: string): void };
}

/**
 * One connection that LISTENs on a Postgres channel for as long as it runs, reconnecting a
 * second after it is lost (and calling `onReconnect` then). Notifications are delivered when the
 * notifying transaction commits, to every replica listening.
 */
export class ChannelListener {
  private client: Client | null = null;
  private stopped = false;

  constructor(private readonly options: ChannelListenerOptions) {}

  /** Starts listening; a failure is logged and retried, never thrown. */
  async start(): Promise<void> {
    const client = new Client({ connectionString: this.options.databaseUrl });
    client.on('notification', (message) => this.options.onNotify(message.payload));
    client.on('error', (error) => this.options.log.warn(`Listening for ${this.options.name} failed: ${error.message}`));
    client.on('end', () => {
      if (this.client === client) {
        this.client = null;
        this.options.onLost?.();
      }
      if (this.stopped) return;
      setTimeout(() => void this.start().then(() => this.options.onReconnect()), 1000).unref();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(this.options.channel)}`);
      this.client = client;
    } catch (error) {
      this.options.log.warn(`Cannot listen for ${this.options.name} yet: ${(error as Error).message}`);
      await client.end().catch(() => undefined);
    }
  }

  /** Is a connection listening now? */
  get listening(): boolean {
    return this.client !== null;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.client?.end().catch(() => undefined);
  }
}
