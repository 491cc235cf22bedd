import { BrowseByCategory } from '../../features/catalog/components/browse-by-category';
import { FeaturedArtworks } from '../../features/catalog/components/featured-artworks';
import { HomeHero } from '../../features/content/components/home-hero';
import { DiscoveryActions } from '../../features/discovery/components/discovery-actions';
import { CustomerTestimonials } from './customer-testimonials';
import { SiteStructuredData } from './site-structured-data';

export function HomePage() {
  return (
    <>
      <SiteStructuredData />
      <HomeHero Actions={DiscoveryActions} />
      <BrowseByCategory />
      <FeaturedArtworks />
      <CustomerTestimonials />
    </>
  );
}
