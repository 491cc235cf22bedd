import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresConnectionOptions } from 'typeorm/driver/postgres/PostgresConnectionOptions';
import { FrameOption, MediumOption, PricingRow, SizeOption } from './option.entities';

/** Option names are matched case-insensitively on value or label, spaces ignored in sizes. */
export const optionKey = (name: string) => name.trim().toLowerCase();

export interface OptionSnapshot {
  sizes: Map<string, SizeOption>;
  mediums: Map<string, MediumOption>;
  frames: Map<string, FrameOption>;
  table: Map<string, PricingRow>;
}

function byValueAndLabel<T extends { value: string; label: string }>(rows: T[]): Map<string, T> {
  const map = new Map<string, T>();
  for (const row of rows) {
    map.set(optionKey(row.label), row);
    map.set(optionKey(row.value), row);
  }
  return map;
}

/**
 * The size, medium and frame options and the pricing table, held in memory so pricing a
 * request never waits on the database. A trigger notifies `pricing_changed` on any change;
 * every replica listens and reloads, and reloads again after a lost connection.
 */
@Injectable()
export class OptionTables implements OnModuleInit, OnModuleDestroy {
  private readonly log = new Logger(OptionTables.name);
  private current: OptionSnapshot = { sizes: new Map(), mediums: new Map(), frames: new Map(), table: new Map() };
  private listener: Client | null = null;
  private stopped = false;
  private reloading: Promise<void> | null = null;

  constructor(private readonly dataSource: DataSource) {}

  get snapshot(): OptionSnapshot {
    return this.current;
  }

  async onModuleInit(): Promise<void> {
    await this.reload();
    await this.listen();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    await this.listener?.end().catch(() => undefined);
  }

  /** Reads every table again; concurrent calls share one read. */
  reload(): Promise<void> {
    this.reloading ??= this.read().finally(() => (this.reloading = null));
    return this.reloading;
  }

  private async read(): Promise<void> {
    const active = { where: { isActive: true } };
    const [sizes, mediums, frames, table] = await Promise.all([
      this.dataSource.getRepository(SizeOption).find(active),
      this.dataSource.getRepository(MediumOption).find(active),
      this.dataSource.getRepository(FrameOption).find(active),
      this.dataSource.getRepository(PricingRow).find(),
    ]);
    this.current = {
      sizes: new Map(sizes.map((row) => [row.value.toUpperCase(), row])),
      mediums: byValueAndLabel(mediums),
      frames: byValueAndLabel(frames),
      table: new Map(table.map((row) => [row.size.toUpperCase(), row])),
    };
  }

  private async listen(): Promise<void> {
    const { url } = this.dataSource.options as PostgresConnectionOptions;
    const client = new Client({ connectionString: url });
    client.on('notification', () => void this.reload().catch((e: Error) => this.log.warn(`Reload failed: ${e.message}`)));
    client.on('error', (error) => this.log.warn(`Change listener failed: ${error.message}`));
    client.on('end', () => {
      if (this.stopped) return;
      // Changes made while we were not listening would be missed: reconnect, then reload.
      setTimeout(() => void this.listen().then(() => this.reload()).catch(() => undefined), 1000).unref();
    });
    try {
      await client.connect();
      await client.query('LISTEN pricing_changed');
      this.listener = client;
    } catch (error) {
      this.log.warn(`Cannot listen for price changes yet: ${(error as Error).message}`);
      await client.end().catch(() => undefined);
    }
  }
}
