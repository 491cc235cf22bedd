export * from './trade-constants';
export * from './designers';
export * from './projects';
export * from './quotes';
