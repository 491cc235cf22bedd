export * from './money';
export * from './price-rule-constants';
