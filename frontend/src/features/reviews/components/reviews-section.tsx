import type { ApiProduct } from '@shop/contracts';
import { REVIEWS_PAGE_LIMIT, type ReviewSort } from '@shop/contracts/src/review/review-constants';
import { useId } from 'react';
import { LuChevronDown } from 'react-icons/lu';
import { useSearchParams } from 'react-router';
import { classNames } from '../../../components/ui/class-names';
import { LoadErrorAlert } from '../../../components/ui/load-error-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import textStyles from '../../../components/ui/styles/text.module.css';
import { StructuredData, useSiteOrigin } from '../../../lib/head';
import { useListProductReviewsQuery, type ProductReviews } from '../api/reviews.api';
import { productReviewsRequest, readReviewView, REVIEW_PARAMS, withReviewView, type ReviewView } from '../model/review-query';
import { reviewStructuredData } from '../model/review-structured-data';
import { SORT_OPTIONS } from '../model/review-text';
import { reviewErrorMessage } from '../model/server-message';
import { ReviewCard } from './review-card';
import { ReviewPagination } from './review-pagination';
import { ReviewSummary } from './review-summary';
import styles from './reviews-section.module.css';
import { WriteReview } from './write-review';

export interface ReviewsSectionProps {
  product: ApiProduct;
  /** Starts the shop's sign-in (the app gives the account feature's): writing and voting need a shopper. */
  onSignIn: () => void;
  signingIn: boolean;
}

function ReviewControls({ view, onChange }: { view: ReviewView; onChange: (view: ReviewView) => void }) {
  const sortId = useId();
  return (
    <div className={styles.controls}>
      <div className={styles.sort}>
        <label htmlFor={sortId} className={styles.sortLabel}>
          Sort reviews
        </label>
        <div className={styles.select}>
          <select id={sortId} value={view.sort} className={styles.selectField} onChange={(event) => onChange({ ...view, sort: event.currentTarget.value as ReviewSort, page: 1 })}>
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <LuChevronDown className={styles.selectIndicator} aria-hidden="true" focusable="false" />
        </div>
      </div>
      <label className={styles.withPhotos}>
        <input type="checkbox" className={styles.checkbox} checked={view.withPhotos} onChange={(event) => onChange({ ...view, withPhotos: event.currentTarget.checked, page: 1 })} />
        With photos only
      </label>
    </div>
  );
}

/** Rich results: the product's rating and its approved reviews on this page, for search engines. */
function ReviewStructuredData({ product, reviews }: { product: ApiProduct; reviews: ProductReviews }) {
  const data = reviewStructuredData(product, reviews, useSiteOrigin());
  return data ? <StructuredData data={data} /> : null;
}

/**
 * The product page's customer reviews (issue 19): the summary and star histogram, writing a
 * review, and the approved reviews a page at a time in the order and filter the address names.
 */
export default function ReviewsSection({ product, onSignIn, signingIn }: ReviewsSectionProps) {
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const view = readReviewView(params);
  const { data, error, isLoading, isFetching, refetch } = useListProductReviewsQuery(productReviewsRequest(product.id, params));
  const totalPages = data ? Math.ceil(data.total / REVIEWS_PAGE_LIMIT.default) : 0;
  const changeView = (next: ReviewView) => setParams(withReviewView(params, next), { replace: true, preventScrollReset: true });

  return (
    <section id="reviews" aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={classNames(textStyles.heading, styles.title)}>
        Customer Reviews
      </h2>
      {isLoading ? (
        <div className={styles.loading} role="status" aria-label="Loading reviews">
          <Skeleton className={styles.summarySkeleton} />
          <Skeleton className={styles.listSkeleton} />
        </div>
      ) : error || !data ? (
        <LoadErrorAlert
          title="Reviews could not be loaded."
          message={reviewErrorMessage(error)}
          retrying={isFetching}
          onRetry={() => void refetch()}
          status="warning"
        />
      ) : (
        <div className={styles.body}>
          <div className={styles.top}>
            <ReviewSummary summary={data.summary} />
            <div className={styles.write}>
              <WriteReview productId={product.id} orderNumber={params.get(REVIEW_PARAMS.order)} onSignIn={onSignIn} signingIn={signingIn} />
            </div>
          </div>
          {data.summary.count > 0 && (
            <div>
              <ReviewControls view={view} onChange={changeView} />
              <ul className={styles.reviews} aria-busy={isFetching} aria-label="Reviews">
                {data.reviews.map((review) => (
                  <li key={review.id}>
                    <ReviewCard review={review} onSignIn={onSignIn} />
                  </li>
                ))}
              </ul>
              {data.reviews.length === 0 && (
                <p className={classNames(textStyles.muted, styles.empty)}>{view.withPhotos ? 'No reviews with photos yet.' : 'No reviews on this page.'}</p>
              )}
              <ReviewPagination page={view.page} totalPages={totalPages} hrefFor={(page) => `?${withReviewView(params, { ...view, page })}#reviews`} />
            </div>
          )}
          <ReviewStructuredData product={product} reviews={data} />
        </div>
      )}
    </section>
  );
}
