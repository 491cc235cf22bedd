import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { MessagingModule } from '@shop/messaging';
import { AdminAuditController } from './admin/audit/admin-audit.controller';
import { AdminAuthModule } from './admin/auth/admin-auth.module';
import { AdminContentController } from './admin/content/content.controller';
import { AdminCustomersController } from './admin/customers/customers.controller';
import { AdminDesignersController } from './admin/designers/admin-designers.controller';
import { AdminMediaController } from './admin/media/admin-media.controller';
import { ImageUploads } from './media/image-uploads';
import { AdminPricesController } from './admin/prices/prices.controller';
import { AdminProductsController } from './admin/products/products.controller';
import { AdminInvoicesController } from './admin/orders/admin-invoices.controller';
import { AdminOrdersController } from './admin/orders/admin-orders.controller';
import { AdminReviewsController } from './admin/reviews/admin-reviews.controller';
import { AdminStaffController } from './admin/staff/admin-staff.controller';
import { BlogPostsController } from './blog/blog-posts.controller';
import { CategoriesController } from './categories/categories.controller';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { RateLimitGuard } from './common/rate-limit.guard';
import { RateLimitModule } from './common/rate-limit.module';
import { GATEWAY_CONFIG, type GatewayConfig } from './config';
import { AuthModule } from './auth/auth.module';
import { WishlistController } from './wishlist/wishlist.controller';
import { DesignerModule } from './designer/designer.module';
import { CustomersController } from './customers/customers.controller';
import { DeliveryController } from './delivery/delivery.controller';
import { HealthController } from './health/health.controller';
import { SiteSettingsController } from './content/site-settings.controller';
import { InvoicesController } from './orders/invoices.controller';
import { OrdersController } from './orders/orders.controller';
import { PaymentsController } from './payments/payments.controller';
import { PricingController } from './pricing/pricing.controller';
import { ProductsController } from './products/products.controller';
import { ReviewsController } from './reviews/reviews.controller';
import { SeoModule } from './seo/seo.module';

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
        AdminAuthModule,
        DesignerModule,
        RateLimitModule,
        SeoModule,
      ],
      // In any order: the router prefers a fixed segment to a parameter (/products/pricing is never /products/{id}), see routes.spec.ts.
      controllers: [
        AdminAuditController,
        AdminContentController,
        AdminCustomersController,
        AdminDesignersController,
        AdminMediaController,
        AdminPricesController,
        AdminProductsController,
        AdminInvoicesController,
        AdminOrdersController,
        AdminReviewsController,
        AdminStaffController,
        BlogPostsController,
        CategoriesController,
        CustomersController,
        DeliveryController,
        HealthController,
        InvoicesController,
        OrdersController,
        PaymentsController,
        ProductsController,
        PricingController,
        ReviewsController,
        SiteSettingsController,
        WishlistController,
      ],
      providers: [
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
        RateLimitGuard,
        ImageUploads,
      ],
    };
  }
}
