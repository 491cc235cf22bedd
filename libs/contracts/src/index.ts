export * from './common/define';
export * from './common/issues';
export * from './catalog';
export * from './pricing';
export * from './customer';
export * from './order';
export * from './wishlist';
export * from './registry';
