import { LuCircleAlert } from 'react-icons/lu';
import { buttonClass } from '../../../components/ui/button-class';
import { classNames } from '../../../components/ui/class-names';
import { Skeleton } from '../../../components/ui/skeleton';
import layoutStyles from '../../../components/ui/styles/layout.module.css';
import textStyles from '../../../components/ui/styles/text.module.css';
import { apiErrorMessage } from '../../../lib/api/base-query';
import { useGetCategoriesQuery } from '../api/categories.api';
import { CategoryCard } from './category-card';
import styles from './browse-by-category.module.css';
import alertStyles from './section-alert.module.css';

function CategoryGridSkeleton() {
  return (
    <div role="status" aria-label="Loading categories" className={styles.grid}>
      {[0, 1, 2].map((slot) => (
        <Skeleton key={slot} className={styles.placeholder} />
      ))}
    </div>
  );
}

function CategoryGridContent() {
  const { data: categories, error, isLoading, isFetching, refetch } = useGetCategoriesQuery();

  if (isLoading) return <CategoryGridSkeleton />;

  if (error) {
    return (
      <div role="alert" className={alertStyles.alert}>
        <LuCircleAlert aria-hidden="true" className={alertStyles.icon} />
        <div className={alertStyles.content}>
          <p className={alertStyles.title}>The categories could not be loaded.</p>
          <p>{apiErrorMessage(error)}</p>
        </div>
        <button
          type="button"
          className={buttonClass({ variant: 'outline', size: 'sm' }, alertStyles.retry)}
          disabled={isFetching}
          onClick={() => void refetch()}
        >
          Try again
        </button>
      </div>
    );
  }

  if (!categories?.length) {
    return <p className={textStyles.muted}>No categories are available right now.</p>;
  }

  return (
    <div className={styles.grid}>
      {categories.map((category, index) => (
        <CategoryCard key={category.id} category={category} index={index} />
      ))}
    </div>
  );
}

/** The home page's "Browse By Category" grid (spec section 2). */
export function BrowseByCategory() {
  return (
    <section aria-labelledby="browse-by-category" className={classNames(layoutStyles.container, styles.section)}>
      <h2 id="browse-by-category" className={classNames(textStyles.heading, styles.title)}>
        Browse By Category
      </h2>
      <CategoryGridContent />
    </section>
  );
}
