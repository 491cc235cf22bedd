import { classNames } from '../../../components/ui/class-names';
import { LoadErrorAlert } from '../../../components/ui/load-error-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import layoutStyles from '../../../components/ui/styles/layout.module.css';
import textStyles from '../../../components/ui/styles/text.module.css';
import { apiErrorMessage } from '../../../lib/api/base-query';
import { useGetCategoriesQuery } from '../api/categories.api';
import { CategoryCard } from './category-card';
import styles from './browse-by-category.module.css';

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
      <LoadErrorAlert title="The categories could not be loaded." message={apiErrorMessage(error)} retrying={isFetching} onRetry={() => void refetch()} />
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
