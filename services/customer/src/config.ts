import { serviceSettings, z } from '@shop/config';

export const customerSettings = z.object(serviceSettings);
export type CustomerConfig = z.output<typeof customerSettings>;
