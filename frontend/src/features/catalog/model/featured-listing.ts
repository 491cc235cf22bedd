import { HOME_FEATURED_COUNT } from '@shop/contracts/src/catalog/browse-constants';

/** The server's first featured products, in catalogue order: home's featured prints. */
export const FEATURED_LISTING = { featured: true, limit: HOME_FEATURED_COUNT } as const;
