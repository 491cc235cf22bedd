"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.defineRoute = defineRoute;
function defineRoute(route) {
    if (!route.path.startsWith('/api/'))
        throw new Error(`route path "${route.path}" must start with /api/`);
    return route;
}
