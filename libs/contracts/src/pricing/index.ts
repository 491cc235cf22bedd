export * from './price';
export * from './cart-summary';
export * from './back-office';
