export * from './order';
export * from './place-order';
