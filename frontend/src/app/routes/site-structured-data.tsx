import { StructuredData, useSiteOrigin } from '../../lib/head';
import { paths } from '../../lib/paths';
import { site } from '../../lib/site';

/**
 * schema.org description of the shop for search engines. A JSON-LD block is data, not code:
 * browsers never execute it, so it is allowed under the `script-src 'self'` policy.
 */
export function SiteStructuredData() {
  const origin = useSiteOrigin();
  const data = {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': `${origin}/#organization`,
        name: site.tagline,
        url: `${origin}/`,
        logo: `${origin}/favicon.svg`,
        foundingDate: String(site.curatingSince),
        areaServed: 'IN',
      },
      {
        '@type': 'WebSite',
        '@id': `${origin}/#website`,
        name: site.tagline,
        url: `${origin}/`,
        inLanguage: 'en-IN',
        publisher: { '@id': `${origin}/#organization` },
        // Search engines' sitelinks search box: every collection takes `?q=`.
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${origin}${paths.collection.getHref('all')}?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
  return <StructuredData data={data} />;
}
