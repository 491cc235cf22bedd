import { gatewaySettings, z } from '@shop/config';

export const gatewayConfigSchema = z.object(gatewaySettings).refine(
  (config) => config.NODE_ENV !== 'production' || config.SESSION_SECRET !== undefined,
  { message: 'missing required setting SESSION_SECRET', path: ['SESSION_SECRET'] },
);
export type GatewayConfig = z.output<typeof gatewayConfigSchema>;

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');

/** Outside production, sessions are signed with this fixed secret so restarts keep shoppers signed in. */
export const DEVELOPMENT_SESSION_SECRET = 'development-only-session-secret-not-for-production';
