import { BrowseByCategory } from '../../features/catalog/components/browse-by-category';
import { HomeHero } from '../../features/content/components/home-hero';

export function HomePage() {
  return (
    <>
      <HomeHero />
      <BrowseByCategory />
    </>
  );
}
