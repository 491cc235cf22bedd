import { classNames } from '../../components/ui/class-names';
import { Skeleton } from '../../components/ui/skeleton';
import layoutStyles from '../../components/ui/styles/layout.module.css';
import { ProductGridSkeleton } from '../../features/catalog/components/product-grid';
import styles from './page-skeleton.module.css';

/** The home page's outline: hero, category cards and featured artworks. */
export function HomeSkeleton() {
  return (
    <div role="status" aria-label="Loading page">
      <Skeleton className={styles.hero} />
      <div className={classNames(layoutStyles.container, styles.container)}>
        <Skeleton className={styles.sectionTitle} />
        <div className={styles.categories}>
          {[0, 1, 2].map((slot) => (
            <Skeleton key={slot} className={styles.category} />
          ))}
        </div>
        <ProductGridSkeleton count={4} columns={4} label={null} />
      </div>
    </div>
  );
}

/** Any other page's outline: breadcrumb, title, a few lines and a grid of cards. */
export function PageSkeleton() {
  return (
    <div role="status" aria-label="Loading page" className={classNames(layoutStyles.container, styles.page)}>
      <div className={styles.intro}>
        <Skeleton className={styles.breadcrumb} />
        <Skeleton className={styles.title} />
        {/* A paragraph's two lines, both at full width (the shared SkeletonText shortens its last line). */}
        <div className={styles.lines}>
          <Skeleton className={styles.line} />
          <Skeleton className={styles.line} />
        </div>
      </div>
      <ProductGridSkeleton label={null} />
    </div>
  );
}
