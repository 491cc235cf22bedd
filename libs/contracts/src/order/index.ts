export * from './order';
export * from './place-order';
export * from './payments';
export * from './lifecycle';
export * from './back-office';
export * from './back-office-constants';
export * from './purchases';
