import { HOME_FEATURED_COUNT } from '@shop/contracts/src/catalog/browse-constants';
import { LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { classNames } from '../../../components/ui/class-names';
import { LoadErrorAlert } from '../../../components/ui/load-error-alert';
import layoutStyles from '../../../components/ui/styles/layout.module.css';
import textStyles from '../../../components/ui/styles/text.module.css';
import { apiErrorMessage } from '../../../lib/api/base-query';
import { useGetProductsQuery } from '../../../lib/api/products.api';
import { paths } from '../../../lib/paths';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import styles from './featured-artworks.module.css';

/** The server's first featured products, in catalogue order. */
export const FEATURED_LISTING = { featured: true, limit: HOME_FEATURED_COUNT } as const;

function FeaturedContent() {
  const { data, error, isLoading, isFetching, refetch } = useGetProductsQuery(FEATURED_LISTING);

  if (isLoading) {
    return <ProductGridSkeleton count={HOME_FEATURED_COUNT} columns={4} label="Loading featured artworks" />;
  }
  if (error) {
    return (
      <LoadErrorAlert title="The featured artworks could not be loaded." message={apiErrorMessage(error)} retrying={isFetching} onRetry={() => void refetch()} />
    );
  }

  const featured = data?.products ?? [];
  if (!featured.length) return <p className={textStyles.muted}>No featured artworks right now.</p>;
  return <ProductGrid products={featured} columns={4} />;
}

/** The home page's first four featured products (spec section 2). */
export function FeaturedArtworks() {
  return (
    <section aria-labelledby="featured-artworks" className={classNames(layoutStyles.container, styles.section)}>
      <div className={styles.header}>
        <h2 id="featured-artworks" className={classNames(textStyles.heading, styles.title)}>
          Featured Artworks
        </h2>
        <RouterLink to={paths.allArt.getHref()} className={styles.viewAll}>
          View all art
          <LuArrowRight aria-hidden="true" />
        </RouterLink>
      </div>
      <FeaturedContent />
    </section>
  );
}
