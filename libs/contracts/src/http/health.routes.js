"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.healthApi = void 0;
const zod_1 = require("zod");
const route_1 = require("./route");
exports.healthApi = {
    health: (0, route_1.defineRoute)({
        method: 'GET',
        path: '/api/health',
        tag: 'health',
        summary: 'Whether the gateway can serve: its NATS connection answers',
        response: zod_1.z.object({ status: zod_1.z.literal('ok'), nats: zod_1.z.literal('connected') }),
        errors: { 503: 'NATS is unreachable, or the gateway is shutting down' },
    }),
};
