import { classNames } from '../../../components/ui/class-names';
import textStyles from '../../../components/ui/styles/text.module.css';
import { useGetRelatedProductsQuery } from '../../../lib/api/products.api';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import styles from './related-products.module.css';

/** The server answers at most four related products. */
const RELATED_COUNT = 4;
/** All of them in one row on desktops. */
const RELATED_COLUMNS = 4;

/**
 * 'You Might Also Like' under a product. When the related products cannot be loaded the
 * whole section stays hidden (spec section 8): it is a suggestion, not part of the page's job.
 */
export function RelatedProducts({ productId }: { productId: number }) {
  const { data: related, isLoading, isError } = useGetRelatedProductsQuery(productId);

  if (isError) return null;

  return (
    <section aria-labelledby="related-products" className={styles.section}>
      <h2 id="related-products" className={classNames(textStyles.heading, styles.heading)}>
        You Might Also Like
      </h2>
      {isLoading ? (
        <ProductGridSkeleton count={RELATED_COUNT} columns={RELATED_COLUMNS} label="Loading related products" />
      ) : related?.length ? (
        <ProductGrid products={related} columns={RELATED_COLUMNS} />
      ) : (
        <p className={textStyles.muted}>No related products found.</p>
      )}
    </section>
  );
}
