export * from './data-source';
export * from './ensure-database';
export * from './migrate';
