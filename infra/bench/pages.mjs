// The server-rendered pages (issue 21): a product page's HTML as a shopper's browser asks for it.

const AS_A_BROWSER = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br' };

/** The product pages of the eight sample products, in rotation: pages the renderer keeps for a second. */
export function productPageRequests() {
  return Array.from({ length: 8 }, (_, i) => ({ path: `/product/${i + 1}`, headers: AS_A_BROWSER }));
}

/**
 * Asks for each of the eight pages once, so productPage measures pages the renderer has made, as
 * its title says, and not their first renders (seconds each on a busy machine, the lazily loaded
 * product page's code included), whatever the warm-up.
 */
export async function renderProductPages(url) {
  for (const { path, headers } of productPageRequests()) {
    const response = await fetch(`${url}${path}`, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  }
}

/**
 * Every request a page no one asked for before: each a different product of the catalogue, with a
 * query of its own that no page reads (a tracking parameter would not do: the renderer keeps a page
 * without those), so each is rendered afresh, from the catalogue's and pricing's answers (which
 * stay cached as they are for shoppers).
 */
export function uncachedProductPageRequests(catalogue) {
  let next = 0;
  return [
    {
      path: '/product/1',
      headers: AS_A_BROWSER,
      setupRequest: (request) => {
        next += 1;
        return { ...request, path: `/product/${1 + (next % catalogue.products)}?bench=${next}` };
      },
    },
  ];
}
