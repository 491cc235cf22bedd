/**
 * The parameters a shared link carries for someone's analytics: WhatsApp's and Instagram's
 * (`fbclid`, `igsh`), the ads' click ids, a campaign's `utm_…`. No page reads them, so a page is
 * the same with or without them. The page renderer renders and keeps a page without them (one
 * kept page for every shopper who opens a shared link, rather than a fresh render for each), and
 * the app takes the address without them before it hydrates that page.
 */
const TRACKING_NAMES = new Set(['fbclid', 'gclid', 'gbraid', 'wbraid', 'dclid', 'msclkid', 'igshid', 'igsh', 'twclid', 'ttclid', 'li_fat_id', 'mc_cid', 'mc_eid', '_ga', '_gl']);

export const isTrackingParameter = (name: string): boolean => name.startsWith('utm_') || TRACKING_NAMES.has(name);

/**
 * `search` (`?page=2&utm_source=whatsapp`) without its tracking parameters (`?page=2`; '' when
 * none is left); a search without any comes back as it is, written the same.
 */
export function searchWithoutTracking(search: string): string {
  const params = new URLSearchParams(search);
  const tracking = [...new Set(params.keys())].filter(isTrackingParameter);
  if (tracking.length === 0) return search;
  for (const name of tracking) params.delete(name);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}
