export * from './category';
export * from './list-categories';
export * from './product';
export * from './browse-constants';
export * from './list-products';
export * from './discovery';
export * from './blog-post';
export * from './list-product-prices';
