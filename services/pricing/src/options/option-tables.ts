import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { TableSnapshot } from '@shop/database';
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
  private readonly tables: TableSnapshot<OptionSnapshot>;

  constructor(dataSource: DataSource) {
    const active = { where: { isActive: true } };
    this.tables = new TableSnapshot({
      name: 'pricing options',
      databaseUrl: (dataSource.options as PostgresConnectionOptions).url!,
      channel: 'pricing_changed',
      log: new Logger(OptionTables.name),
      read: async () => {
        const [sizes, mediums, frames, table] = await Promise.all([
          dataSource.getRepository(SizeOption).find(active),
          dataSource.getRepository(MediumOption).find(active),
          dataSource.getRepository(FrameOption).find(active),
          dataSource.getRepository(PricingRow).find(),
        ]);
        return {
          sizes: new Map(sizes.map((row) => [row.value.toUpperCase(), row])),
          mediums: byValueAndLabel(mediums),
          frames: byValueAndLabel(frames),
          table: new Map(table.map((row) => [row.size.toUpperCase(), row])),
        };
      },
    });
  }

  get snapshot(): OptionSnapshot {
    return this.tables.value;
  }

  onModuleInit(): Promise<void> {
    return this.tables.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.tables.stop();
  }
}
