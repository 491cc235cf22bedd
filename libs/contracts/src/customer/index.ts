export * from './customer';
export * from './back-office';
