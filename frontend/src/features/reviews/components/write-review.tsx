import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { LuPencil } from 'react-icons/lu';
import { buttonClass } from '../../../components/ui/button-class';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useGetOwnReviewQuery } from '../api/reviews.api';
import { SUBMITTED_MESSAGE } from '../model/review-text';
import { reviewErrorMessage, statusOf } from '../model/server-message';
import loadingStyles from './loading-button.module.css';
import { ReviewForm } from './review-form';
import styles from './write-review.module.css';

interface WriteReviewProps {
  productId: number;
  /** The order named by the link from the order history; the form opens at once, tied to it. */
  orderNumber: string | null;
  onSignIn: () => void;
  signingIn: boolean;
}

/**
 * "Write a Review": signed out, it starts sign-in; signed in, it opens the form, filled with the
 * shopper's own review when they have one.
 */
export function WriteReview({ productId, orderNumber, onSignIn, signingIn }: WriteReviewProps) {
  const user = useCurrentUser();
  const [open, setOpen] = useState(orderNumber !== null);
  const [outcome, setOutcome] = useState<'submitted' | 'deleted' | null>(null);
  const own = useGetOwnReviewQuery(user && open ? { productId, userId: user.id } : skipToken);

  if (!user) {
    return (
      <button
        type="button"
        className={buttonClass({ variant: 'outline', palette: 'brand' }, styles.start)}
        disabled={signingIn}
        onClick={() => {
          // Once signed in, the form the shopper asked for is open.
          setOpen(true);
          onSignIn();
        }}
      >
        {signingIn ? (
          <>
            <span className={loadingStyles.spinnerBox}>
              <span className={loadingStyles.spinner} />
            </span>
            <span className={loadingStyles.hiddenLabel}>Sign in to write a review</span>
          </>
        ) : (
          'Sign in to write a review'
        )}
      </button>
    );
  }

  if (!open) {
    return (
      <div className={styles.entry}>
        {outcome && (
          <p role="status" className={styles.outcome}>
            {outcome === 'submitted' ? SUBMITTED_MESSAGE : 'Your review was deleted.'}
          </p>
        )}
        <button
          type="button"
          className={buttonClass({ palette: 'brand' })}
          onClick={() => {
            setOutcome(null);
            setOpen(true);
          }}
        >
          <LuPencil aria-hidden="true" />
          Write a Review
        </button>
      </div>
    );
  }

  // A 404 is the answer for a shopper who has not reviewed this product yet.
  const missing = statusOf(own.error) === 404;
  if (own.isFetching) {
    return (
      <div role="status" aria-label="Loading your review">
        <Skeleton className={styles.formSkeleton} />
      </div>
    );
  }
  if (own.error && !missing) {
    return (
      <div role="alert" className={styles.loadError}>
        <p>Your review could not be loaded: {reviewErrorMessage(own.error)}</p>
        <button type="button" className={buttonClass({ variant: 'outline', size: 'sm' })} onClick={() => void own.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <ReviewForm
      key={user.id}
      productId={productId}
      userId={user.id}
      defaultName={user.name}
      own={missing ? null : (own.data ?? null)}
      orderNumber={orderNumber}
      scrollIntoView={orderNumber !== null}
      onDone={(done) => {
        setOutcome(done);
        setOpen(false);
      }}
    />
  );
}
