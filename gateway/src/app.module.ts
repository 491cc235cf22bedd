import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { MessagingModule } from '@shop/messaging';
import { BlogPostsController } from './blog/blog-posts.controller';
import { CategoriesController } from './categories/categories.controller';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { RateLimitGuard } from './common/rate-limit.guard';
import { RateLimitModule } from './common/rate-limit.module';
import { GATEWAY_CONFIG, type GatewayConfig } from './config';
import { AuthModule } from './auth/auth.module';
import { WishlistController } from './wishlist/wishlist.controller';
import { CustomersController } from './customers/customers.controller';
import { HealthController } from './health/health.controller';
import { OrdersController } from './orders/orders.controller';
import { PaymentsController } from './payments/payments.controller';
import { PricingController } from './pricing/pricing.controller';
import { ProductsController } from './products/products.controller';

/** The gateway's validated settings, for any module that needs them. */
@Global()
@Module({})
class ConfigModule {
  static register(config: GatewayConfig): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: GATEWAY_CONFIG, useValue: config }], exports: [GATEWAY_CONFIG] };
  }
}

@Module({})
export class AppModule {
  static register(config: GatewayConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        MessagingModule.forRoot({ name: 'gateway', natsUrl: config.NATS_URL, requestTimeoutMs: config.REQUEST_TIMEOUT_MS }),
        ConfigModule.register(config),
        AuthModule,
        RateLimitModule,
      ],
      // In any order: the router prefers a fixed segment to a parameter (/products/pricing is never /products/{id}), see routes.spec.ts.
      controllers: [
        BlogPostsController,
        CategoriesController,
        CustomersController,
        HealthController,
        OrdersController,
        PaymentsController,
        ProductsController,
        PricingController,
        WishlistController,
      ],
      providers: [
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
        RateLimitGuard,
      ],
    };
  }
}
