import type { ApiProduct } from '@shop/contracts';
import { classNames } from '../../../components/ui/class-names';
import { Skeleton, SkeletonText } from '../../../components/ui/skeleton';
import cardStyles from './product-card.module.css';
import { ProductCard } from './product-card';
import styles from './product-grid.module.css';

/** Columns on desktops: three in a collection, four in a row of a page's section; one on phones, two from the small breakpoint. */
type DesktopColumns = 3 | 4;

interface ProductGridProps {
  products: readonly ApiProduct[];
  /** How many leading cards are above the fold and load their images at once. */
  priorityCount?: number;
  /** The cards' heading level: h2 straight under a page's h1, h3 under a section's h2. */
  cardHeadingLevel?: 'h2' | 'h3';
  columns?: DesktopColumns;
}

export function ProductGrid({ products, priorityCount = 0, cardHeadingLevel = 'h3', columns = 3 }: ProductGridProps) {
  return (
    <ul className={classNames(styles.grid, columns === 4 && styles.four)}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < priorityCount} headingLevel={cardHeadingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** The shape of a product card while its data loads. */
export function ProductCardSkeleton() {
  return (
    <div className={cardStyles.card}>
      <Skeleton className={styles.skeletonPicture} />
      <div className={classNames(cardStyles.body, styles.skeletonBody)}>
        <SkeletonText lines={2} />
        <Skeleton className={styles.skeletonPrice} />
      </div>
      <div className={cardStyles.footer}>
        <Skeleton className={styles.skeletonButton} />
      </div>
    </div>
  );
}

interface ProductGridSkeletonProps {
  /** Placeholder cards; 8 unless the grid is known to hold another number (spec section 2). */
  count?: number;
  /** Announced to screen readers while loading; null inside a larger placeholder that announces itself. */
  label?: string | null;
  columns?: DesktopColumns;
}

/** A grid of card placeholders. */
export function ProductGridSkeleton({ count = 8, label = 'Loading products', columns = 3 }: ProductGridSkeletonProps) {
  const status = label === null ? {} : { role: 'status', 'aria-label': label };
  return (
    <div {...status} className={classNames(styles.grid, columns === 4 && styles.four)}>
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}
