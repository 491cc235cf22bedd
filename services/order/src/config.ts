import { serviceSettings, z } from '@shop/config';

export const orderSettings = z.object(serviceSettings);
export type OrderConfig = z.output<typeof orderSettings>;
