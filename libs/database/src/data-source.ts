import { DataSource, type DataSourceOptions, type MixedList, type EntitySchema } from 'typeorm';

export interface ServiceDatabase {
  url: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
  /** Connections per process; small, since replicas multiply it. */
  poolSize?: number;
}

/** Options for a service's own database. The schema comes from migrations only, never `synchronize`. */
export function dataSourceOptions(db: ServiceDatabase): DataSourceOptions {
  return {
    type: 'postgres',
    url: db.url,
    entities: db.entities,
    migrations: db.migrations,
    synchronize: false,
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    extra: { max: db.poolSize ?? 10 },
  };
}

export function createDataSource(db: ServiceDatabase): DataSource {
  return new DataSource(dataSourceOptions(db));
}
