import { z } from 'zod';
import { defineRoute } from './route';

export const healthApi = {
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    tag: 'health',
    summary: 'Whether the gateway can serve: its NATS connection answers',
    response: z.object({ status: z.literal('ok'), nats: z.literal('connected') }),
    errors: { 503: 'NATS is unreachable, or the gateway is shutting down' },
  }),
};
