import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { MessagingModule } from '@shop/messaging';
import { BlogPostsController } from './blog/blog-posts.controller';
import { CategoriesController } from './categories/categories.controller';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { RateLimitGuard } from './common/rate-limit.guard';
import { ZodValidationPipe } from './common/zod-validation.pipe';
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
      ],
      // PricingController before ProductsController: /products/pricing must not be read as /products/{id}.
      controllers: [HealthController, CategoriesController, PricingController, ProductsController, BlogPostsController, CustomersController, OrdersController, PaymentsController, WishlistController],
      providers: [
        { provide: APP_PIPE, useClass: ZodValidationPipe },
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
        RateLimitGuard,
      ],
    };
  }
}
