import { gatewaySettings, refusePublishedCredentials, z } from '@shop/config';

export const gatewayConfigSchema = z
  .object(gatewaySettings)
  .superRefine(refusePublishedCredentials(['SESSION_SECRET', 'SESSION_PREVIOUS_SECRETS', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET']));
export type GatewayConfig = z.output<typeof gatewayConfigSchema>;

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
