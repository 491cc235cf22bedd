export * from './roles';
export * from './audit';
export * from './staff';
export * from './permission-table';
