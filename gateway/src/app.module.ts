import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { MessagingModule } from '@shop/messaging';
import { BlogPostsController } from './blog/blog-posts.controller';
import { CategoriesController } from './categories/categories.controller';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { RateLimitGuard } from './common/rate-limit.guard';
import { ZodValidationPipe } from './common/zod-validation.pipe';
import type { GatewayConfig } from './config';
import { CustomersController } from './customers/customers.controller';
import { HealthController } from './health/health.controller';
import { OrdersController } from './orders/orders.controller';
import { PricingController } from './pricing/pricing.controller';
import { ProductsController } from './products/products.controller';

@Module({})
export class AppModule {
  static register(config: GatewayConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [MessagingModule.forRoot({ name: 'gateway', natsUrl: config.NATS_URL, requestTimeoutMs: config.REQUEST_TIMEOUT_MS })],
      // PricingController before ProductsController: /products/pricing must not be read as /products/{id}.
      controllers: [HealthController, CategoriesController, PricingController, ProductsController, BlogPostsController, CustomersController, OrdersController],
      providers: [
        { provide: APP_PIPE, useClass: ZodValidationPipe },
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
        RateLimitGuard,
      ],
    };
  }
}
