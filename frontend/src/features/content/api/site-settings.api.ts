import type { ApiPublicSiteSettings } from '@shop/contracts';
import { shopApi } from '../../../lib/api/shop-api';
import { site } from '../../../lib/site';
import { contactLinks, shopContact } from '../shop-contact';

export const siteSettingsApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/site-settings` (siteApi): the shop's name, contact and social profile as the back office saved them. */
    getSiteSettings: build.query<ApiPublicSiteSettings, void>({
      query: () => 'site-settings',
      providesTags: [{ type: 'SiteSettings', id: 'PUBLIC' }],
    }),
  }),
});

export const { useGetSiteSettingsQuery } = siteSettingsApi;

/** A social profile's name for "Follow us on …", from its address. */
function profileLabel(href: string): string {
  try {
    const host = new URL(href).hostname.replace(/^www\./, '');
    const known: Record<string, string> = { 'instagram.com': 'Instagram', 'facebook.com': 'Facebook', 'pinterest.com': 'Pinterest', 'x.com': 'X', 'youtube.com': 'YouTube' };
    return known[host] ?? host;
  } catch {
    return site.socialProfile.label;
  }
}

/**
 * How shoppers reach the shop: the saved settings once they arrive, the shop's own details
 * (shop-contact.ts) while they load or when they cannot be read, so the page never waits or breaks.
 */
export function useShopContact() {
  const { data } = useGetSiteSettingsQuery();
  const contact = data?.contact ?? shopContact;
  const social = data ? data.socialLink : site.socialProfile.href;
  return {
    ...contact,
    ...contactLinks(contact),
    socialProfile: social ? { href: social, label: profileLabel(social) } : null,
  };
}
