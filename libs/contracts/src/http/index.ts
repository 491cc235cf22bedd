import { authApi, customersApi, wishlistApi } from './accounts.routes';
import { catalogApi } from './catalog.routes';
import { healthApi } from './health.routes';
import { ordersApi, paymentsApi } from './orders.routes';
import { pricingApi } from './pricing.routes';
import type { HttpRoute } from './route';

export * from './route';
export * from './catalog.routes';
export * from './pricing.routes';
export * from './orders.routes';
export * from './accounts.routes';
export * from './health.routes';

/** Every call of the storefront API, by area; a new area's routes are added here. */
export const httpApi = { catalogApi, pricingApi, ordersApi, paymentsApi, customersApi, authApi, wishlistApi, healthApi };

export const httpRoutes: ReadonlyArray<HttpRoute> = Object.values(httpApi).flatMap((area) => Object.values(area) as HttpRoute[]);
