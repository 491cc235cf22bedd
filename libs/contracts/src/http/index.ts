import { authApi, customersApi, wishlistApi } from './accounts.routes';
import { adminContentApi, siteApi } from './admin-content.routes';
import { adminCustomersApi } from './admin-customers.routes';
import { adminProductsApi } from './admin-products.routes';
import { adminMediaApi } from './admin-media.routes';
import { adminPricesApi } from './admin-prices.routes';
import { adminOrdersApi } from './admin-orders.routes';
import { adminAuditApi, adminAuthApi, adminStaffApi } from './admin-staff.routes';
import { catalogApi } from './catalog.routes';
import { adminDeliveryApi, deliveryApi } from './delivery.routes';
import { healthApi } from './health.routes';
import { adminInvoicesApi, invoicesApi } from './invoices.routes';
import { ordersApi, paymentsApi } from './orders.routes';
import { pricingApi } from './pricing.routes';
import { adminReviewsApi, reviewsApi } from './reviews.routes';
import { adminDesignersApi, designerAuthApi, designerPortalApi, quoteLinkApi } from './trade.routes';
import type { HttpRoute } from './route';

export * from './route';
export * from './catalog.routes';
export * from './pricing.routes';
export * from './orders.routes';
export * from './accounts.routes';
export * from './health.routes';
export * from './admin-customers.routes';
export * from './admin-content.routes';
export * from './admin-products.routes';
export * from './admin-media.routes';
export * from './admin-prices.routes';
export * from './admin-orders.routes';
export * from './admin-staff.routes';
export * from './reviews.routes';
export * from './trade.routes';
export * from './invoices.routes';
export * from './delivery.routes';
export * from './page-rendering-constants';

/** Every call of the storefront API, by area; a new area's routes are added here. */
export const httpApi = { catalogApi, pricingApi, ordersApi, paymentsApi, customersApi, authApi, wishlistApi, healthApi, adminCustomersApi, adminProductsApi, adminMediaApi, adminPricesApi, adminContentApi, siteApi, adminOrdersApi, adminAuthApi, adminStaffApi, adminAuditApi, reviewsApi, adminReviewsApi, designerAuthApi, designerPortalApi, quoteLinkApi, adminDesignersApi, invoicesApi, adminInvoicesApi, deliveryApi, adminDeliveryApi };

export const httpRoutes: ReadonlyArray<HttpRoute> = Object.values(httpApi).flatMap((area) => Object.values(area) as HttpRoute[]);
