import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { dataSourceOptions } from '@shop/database';
import { MessagingModule, OutboxModule } from '@shop/messaging';
import { BackOfficeModule } from './back-office/back-office.module';
import { BlogModule } from './blog/blog.module';
import { CategoryModule } from './category/category.module';
import { ContentModule } from './content/content.module';
import type { CatalogConfig } from './config';
import { catalogDatabase } from './db/database';
import { ProductModule } from './product/product.module';
import { RatingsModule } from './ratings/ratings.module';
import { SitemapModule } from './sitemap/sitemap.module';

@Module({})
export class AppModule {
  static register(config: CatalogConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        MessagingModule.forRoot({ name: 'catalog', natsUrl: config.NATS_URL, requestTimeoutMs: config.REQUEST_TIMEOUT_MS }),
        TypeOrmModule.forRoot(dataSourceOptions(catalogDatabase(config.DATABASE_URL))),
        // The outbox relay publishes what the products table's triggers write (product.changed.v1).
        OutboxModule,
        CategoryModule,
        ProductModule.register(config),
        BlogModule,
        ContentModule,
        BackOfficeModule,
        RatingsModule,
        SitemapModule,
      ],
    };
  }
}
