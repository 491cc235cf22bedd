export * from './category';
export * from './list-categories';
export * from './product';
export * from './list-products';
export * from './blog-post';
export * from './list-product-prices';
