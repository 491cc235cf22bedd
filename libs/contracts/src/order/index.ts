export * from './order';
export * from './place-order';
export * from './payments';
export * from './lifecycle';
