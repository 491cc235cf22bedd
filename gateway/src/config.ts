import { gatewaySettings, z } from '@shop/config';

export const gatewayConfigSchema = z.object(gatewaySettings);
export type GatewayConfig = z.output<typeof gatewayConfigSchema>;
