import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BrowseHandler } from '../browse/browse.handler';
import { ProductListing } from '../browse/product-listing';
import type { CatalogConfig } from '../config';
import { DiscoveryHandler } from '../discovery/discovery.handler';
import { DiscoveryService } from '../discovery/discovery.service';
import { ProductSearch } from '../search/product-search';
import { CATALOG_CONFIG } from './catalog-config';
import { Product } from './product.entity';
import { ProductStore } from './product-store';
import { ProductsHandler } from './products.handler';
import { ProductsService } from './products.service';

/** The products and every way to find them: by id, browsing, search and discovery. */
@Module({})
export class ProductModule {
  static register(config: CatalogConfig): DynamicModule {
    return {
      module: ProductModule,
      imports: [TypeOrmModule.forFeature([Product])],
      controllers: [ProductsHandler, BrowseHandler, DiscoveryHandler],
      providers: [{ provide: CATALOG_CONFIG, useValue: config }, ProductStore, ProductsService, ProductListing, ProductSearch, DiscoveryService],
    };
  }
}
