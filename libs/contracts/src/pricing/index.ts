export * from './price';
export * from './cart-summary';
