import type { ServiceDatabase } from '@shop/database';
import { CreateOutboxTable1763700000000, OutboxEvent } from '@shop/messaging';
import { BlogPost } from '../blog/blog-post.entity';
import { Category } from '../category/category.entity';
import { CreateCategories1763700000101 } from '../migrations/1763700000101-create-categories';
import { SeedCategories1763700000102 } from '../migrations/1763700000102-seed-categories';
import { CreateProductsBlogSettings1763700000103 } from '../migrations/1763700000103-create-products-blog-settings';
import { SeedProductsBlogSettings1763700000104 } from '../migrations/1763700000104-seed-products-blog-settings';
import { NotifyProductsChanged1763700000105 } from '../migrations/1763700000105-notify-products-changed';
import { SearchAndProductEvents1763700000106 } from '../migrations/1763700000106-search-and-product-events';
import { ProductsBackOffice1763700000107 } from '../migrations/1763700000107-products-back-office';
import { ProductsStaffListAtScale1763700000108 } from '../migrations/1763700000108-products-staff-list-at-scale';
import { ContentBackOffice1763700000110 } from '../migrations/1763700000110-content-back-office';
import { UploadedImages1763700000111 } from '../migrations/1763700000111-uploaded-images';
import { ProductRatingRevision1763700000120 } from '../migrations/1763700000120-product-rating-revision';
import { SitemapProducts1763700000121 } from '../migrations/1763700000121-sitemap-products';
import { Product } from '../product/product.entity';
import { SiteSetting } from '../settings/site-setting.entity';

/** The catalog's own database: its entities and the migrations that shape and seed it. */
export const catalogDatabase = (url: string): ServiceDatabase => ({
  url,
  entities: [Category, Product, BlogPost, SiteSetting, OutboxEvent],
  migrations: [
    CreateCategories1763700000101,
    SeedCategories1763700000102,
    CreateProductsBlogSettings1763700000103,
    SeedProductsBlogSettings1763700000104,
    NotifyProductsChanged1763700000105,
    CreateOutboxTable1763700000000,
    SearchAndProductEvents1763700000106,
    ProductsBackOffice1763700000107,
    ProductsStaffListAtScale1763700000108,
    ContentBackOffice1763700000110,
    UploadedImages1763700000111,
    ProductRatingRevision1763700000120,
    SitemapProducts1763700000121,
  ],
});
