export * from './review-constants';
export * from './review';
export * from './back-office';
export * from './review-requests';
