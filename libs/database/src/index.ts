export * from './data-source';
export * from './ensure-database';
export * from './migrate';
export * from './table-snapshot';
export * from './coalesced-read';
export * from './channel-listener';
