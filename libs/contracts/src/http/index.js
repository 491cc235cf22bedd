"use strict";
var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __exportStar = (this && this.__exportStar) || function(m, exports) {
    for (var p in m) if (p !== "default" && !Object.prototype.hasOwnProperty.call(exports, p)) __createBinding(exports, m, p);
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.httpRoutes = exports.httpApi = void 0;
const accounts_routes_1 = require("./accounts.routes");
const catalog_routes_1 = require("./catalog.routes");
const health_routes_1 = require("./health.routes");
const orders_routes_1 = require("./orders.routes");
const pricing_routes_1 = require("./pricing.routes");
__exportStar(require("./route"), exports);
__exportStar(require("./catalog.routes"), exports);
__exportStar(require("./pricing.routes"), exports);
__exportStar(require("./orders.routes"), exports);
__exportStar(require("./accounts.routes"), exports);
__exportStar(require("./health.routes"), exports);
/** Every call of the storefront API, by area; a new area's routes are added here. */
exports.httpApi = { catalogApi: catalog_routes_1.catalogApi, pricingApi: pricing_routes_1.pricingApi, ordersApi: orders_routes_1.ordersApi, paymentsApi: orders_routes_1.paymentsApi, customersApi: accounts_routes_1.customersApi, authApi: accounts_routes_1.authApi, wishlistApi: accounts_routes_1.wishlistApi, healthApi: health_routes_1.healthApi };
exports.httpRoutes = Object.values(exports.httpApi).flatMap((area) => Object.values(area));
