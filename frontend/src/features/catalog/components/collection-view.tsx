import { skipToken } from '@reduxjs/toolkit/query';
import { MAX_PRODUCT_PAGE, PRODUCT_PAGE_SIZE } from '@shop/contracts/src/catalog/browse-constants';
import { useId } from 'react';
import { LuChevronDown } from 'react-icons/lu';
import { useLocation, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button-link';
import { classNames } from '../../../components/ui/class-names';
import { LoadErrorAlert } from '../../../components/ui/load-error-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import layoutStyles from '../../../components/ui/styles/layout.module.css';
import textStyles from '../../../components/ui/styles/text.module.css';
import { apiErrorMessage } from '../../../lib/api/base-query';
import { useGetProductsQuery } from '../../../lib/api/products.api';
import { paths } from '../../../lib/paths';
import { useGetCategoriesQuery } from '../api/categories.api';
import { ALL_COLLECTION, collectionCategoryParam, collectionTitle, findCategory } from '../model/collection';
import { pageCount, parsePage } from '../model/pagination';
import { parseSort, SORT_OPTIONS, type SortOption } from '../model/sorting';
import { CatalogBreadcrumb } from './catalog-breadcrumb';
import { CollectionPagination } from './collection-pagination';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { StructuredData, usePageHead, useSiteOrigin } from '../../../lib/head';
import styles from './collection-view.module.css';

const ALL_COLLECTION_DESCRIPTION =
  'Every artwork in the gallery: limited-edition exclusives, contemporary pieces and heritage paintings, in one place.';

/** Cards in the first row on a desktop; their images load at once. */
const FIRST_ROW = 3;

function SortSelect({ value, onChange }: { value: SortOption; onChange: (sort: SortOption) => void }) {
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.sortLabel}>
        Sort by
      </label>
      <div className={styles.select}>
        <select id={id} value={value} onChange={(event) => onChange(event.currentTarget.value as SortOption)} className={styles.selectField}>
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <LuChevronDown aria-hidden="true" className={styles.selectIndicator} />
      </div>
    </div>
  );
}

function EmptyCollection({ isAll }: { isAll: boolean }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyMessage}>No products found in this collection.</p>
      {!isAll && (
        <ButtonLink to={paths.allArt.getHref()} colorPalette="brand" variant="outline">
          Browse All Art
        </ButtonLink>
      )}
    </div>
  );
}

function countLine(from: number, to: number, total: number): string {
  const noun = total === 1 ? 'product' : 'products';
  return `Showing ${from}–${to} of ${total} ${noun}`;
}

/**
 * What a collection page at `segment` with `searchParams` asks the catalog for: the listing (without
 * the page) and the page asked. The page renderer asks the same before it renders the page.
 */
export function collectionRequest(segment: string, searchParams: URLSearchParams) {
  // `?q=` narrows the collection to a search (the address search engines' sitelinks search box opens).
  const search = searchParams.get('q')?.trim() || undefined;
  const listing = { category: collectionCategoryParam(segment), sort: parseSort(searchParams.get('sort')), limit: PRODUCT_PAGE_SIZE, q: search };
  return { listing, page: parsePage(searchParams.get('page'), MAX_PRODUCT_PAGE), search };
}

/**
 * A collection page (spec section 2): one category's products, or every product for
 * /collection/all, sorted and paged through the `sort` and `page` query parameters. The server
 * answers one page at a time with the number of matches; a page past the end shows the last page.
 * An unknown category name is a collection without products, so it shows the empty state.
 */
export function CollectionView({ segment }: { segment: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const categoriesQuery = useGetCategoriesQuery();

  const isAll = segment.toLowerCase() === ALL_COLLECTION;
  const category = categoriesQuery.data ? findCategory(categoriesQuery.data, segment) : undefined;
  const unknownCategory = !isAll && categoriesQuery.data !== undefined && category === undefined;
  const { listing, page: askedPage, search } = collectionRequest(segment, searchParams);
  const title = search ? `Results for “${search}”` : collectionTitle(segment, category);
  const description = isAll ? ALL_COLLECTION_DESCRIPTION : category?.description;

  const sort = listing.sort;
  const askedQuery = useGetProductsQuery({ ...listing, page: askedPage });
  // Only the first answer tells how many pages there are; past the end, ask again for the last one.
  const asked = askedQuery.currentData;
  const lastPage = asked && asked.total > 0 && askedPage > pageCount(asked.total) ? pageCount(asked.total) : undefined;
  const lastPageQuery = useGetProductsQuery(lastPage === undefined ? skipToken : { ...listing, page: lastPage });
  const productsQuery = lastPage === undefined ? askedQuery : lastPageQuery;
  const page = lastPage ?? askedPage;

  // `currentData` is only this page's: another sort or page shows the skeleton, not the old cards.
  const shown = productsQuery.currentData;
  const total = shown?.total ?? 0;
  const totalPages = pageCount(total);
  const firstShown = (page - 1) * PRODUCT_PAGE_SIZE + 1;

  const error = productsQuery.error ?? categoriesQuery.error;
  const loading = categoriesQuery.isLoading || (shown === undefined && error === undefined);

  const changeSort = (next: SortOption) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      params.set('sort', next);
      // The old page number means nothing in a new order.
      params.delete('page');
      return params;
    });

  const hrefForPage = (target: number) => {
    const params = new URLSearchParams(searchParams);
    if (target > 1) params.set('page', String(target));
    else params.delete('page');
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };

  const firstProduct = shown?.products[0];
  usePageHead(
    categoriesQuery.data && !unknownCategory
      ? {
          title: page > 1 ? `${title}, page ${page}` : title,
          description: description ?? `${title}: curated art prints for Indian homes.`,
          path: page > 1 ? `${pathname}?page=${page}` : pathname,
          image: firstProduct && { url: firstProduct.mainImage, alt: firstProduct.title, ...firstProduct.media[firstProduct.mainImage] },
        }
      : null,
  );
  const origin = useSiteOrigin();

  const retry = () => {
    if (productsQuery.error) void productsQuery.refetch();
    if (categoriesQuery.error) void categoriesQuery.refetch();
  };

  return (
    <div className={classNames(layoutStyles.container, styles.page)}>
      <CatalogBreadcrumb steps={[{ label: 'Home', to: paths.home.getHref() }, { label: title }]} />
      {!unknownCategory && (
        <StructuredData
          data={{
            '@context': 'https://schema.org',
            '@type': 'BreadcrumbList',
            itemListElement: [
              { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}${paths.home.getHref()}` },
              { '@type': 'ListItem', position: 2, name: title, item: `${origin}${pathname}` },
            ],
          }}
        />
      )}
      <div className={styles.intro}>
        <h1 className={classNames(textStyles.heading, styles.title)}>{title}</h1>
        {categoriesQuery.isLoading && !isAll ? (
          <Skeleton className={styles.descriptionSkeleton} />
        ) : (
          description && <p className={styles.description}>{description}</p>
        )}
      </div>

      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {!unknownCategory && !loading && !error && shown && shown.products.length > 0 &&
            countLine(firstShown, firstShown + shown.products.length - 1, total)}
        </p>
        <SortSelect value={sort} onChange={changeSort} />
      </div>

      {unknownCategory ? (
        <EmptyCollection isAll={isAll} />
      ) : loading ? (
        <ProductGridSkeleton count={PRODUCT_PAGE_SIZE} />
      ) : error ? (
        <LoadErrorAlert
          title="This collection could not be loaded."
          message={apiErrorMessage(error)}
          retrying={productsQuery.isFetching || categoriesQuery.isFetching}
          onRetry={retry}
        />
      ) : !shown || shown.products.length === 0 ? (
        <EmptyCollection isAll={isAll} />
      ) : (
        <>
          <ProductGrid products={shown.products} priorityCount={page === 1 ? FIRST_ROW : 0} cardHeadingLevel="h2" />
          <CollectionPagination page={page} totalPages={totalPages} hrefFor={hrefForPage} />
        </>
      )}
    </div>
  );
}
