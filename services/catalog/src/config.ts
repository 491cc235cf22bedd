import { serviceSettings, z } from '@shop/config';

export const catalogSettings = z.object(serviceSettings);
export type CatalogConfig = z.output<typeof catalogSettings>;
