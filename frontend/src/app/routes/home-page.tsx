import { BrowseByCategory } from '../../features/catalog/components/browse-by-category';
import { FEATURED_LISTING, FeaturedArtworks } from '../../features/catalog/components/featured-artworks';
import { HomeHero } from '../../features/content/components/home-hero';
import { DiscoveryActions } from '../../features/discovery/components/discovery-actions';
import { useGetProductsQuery } from '../../lib/api/products.api';
import { HydrateWhenVisible } from '../../lib/hydration/hydrate-when-visible';
import { usePageHead } from '../../lib/head';
import { paths } from '../../lib/paths';
import { site } from '../../lib/site';
import { CustomerTestimonials } from './customer-testimonials';
import { SiteStructuredData } from './site-structured-data';

/** What the home page says in link previews and search results. */
export const HOME_DESCRIPTION = 'Curated art prints and decor for Indian homes: exclusive, contemporary and heritage collections.';

export function HomePage() {
  // The preview shows the first featured print, the one the page itself shows first.
  const featured = useGetProductsQuery(FEATURED_LISTING).data?.products[0];
  usePageHead({
    title: site.tagline,
    description: HOME_DESCRIPTION,
    path: paths.home.getHref(),
    image: featured && { url: featured.mainImage, alt: featured.title, ...featured.media[featured.mainImage] },
  });
  return (
    <>
      <SiteStructuredData />
      <HomeHero Actions={DiscoveryActions} />
      {/* Below the hero on a phone: each hydrates as it comes into view. */}
      <HydrateWhenVisible section={BrowseByCategory} />
      <HydrateWhenVisible section={FeaturedArtworks} />
      <HydrateWhenVisible section={CustomerTestimonials} />
    </>
  );
}
