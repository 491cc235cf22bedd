import { FEATURED_LISTING } from '../../features/catalog/model/featured-listing';
import { HomeHero } from '../../features/content/components/home-hero';
import { DiscoveryActions } from '../../features/discovery/components/discovery-actions';
import { useGetProductsQuery } from '../../lib/api/products.api';
import { HydrateWhenVisible, lazySection } from '../../lib/hydration/hydrate-when-visible';
import { usePageHead } from '../../lib/head';
import { paths } from '../../lib/paths';
import { site } from '../../lib/site';
import { SiteStructuredData } from './site-structured-data';

// Below the hero on a phone: their code comes apart from the page's, and each hydrates as it comes into view.
const BrowseByCategory = lazySection(() => import('../../features/catalog/components/browse-by-category').then((module) => module.BrowseByCategory));
const FeaturedArtworks = lazySection(() => import('../../features/catalog/components/featured-artworks').then((module) => module.FeaturedArtworks));
const CustomerTestimonials = lazySection(() => import('./customer-testimonials').then((module) => module.CustomerTestimonials));

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
      <HydrateWhenVisible section={BrowseByCategory} />
      <HydrateWhenVisible section={FeaturedArtworks} />
      <HydrateWhenVisible section={CustomerTestimonials} />
    </>
  );
}
