export * from './category';
export * from './list-categories';
