import { shopApi } from '../../lib/api/shop-api';

/**
 * The trade portal's calls join the one API at /api with tags of their own, added when the portal
 * loads, so a shopper's store never carries them. Every endpoint's name starts with `designer`:
 * the portal's frame reads a 401 from any of them as the end of the designer session.
 */
export const designerApi = shopApi.enhanceEndpoints({
  addTagTypes: ['DesignerSession', 'DesignerDashboard', 'DesignerProject', 'DesignerQuote'],
});

export const DESIGNER_ENDPOINT_PREFIX = 'designer';
