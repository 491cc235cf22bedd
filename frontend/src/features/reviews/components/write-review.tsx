import { skipToken } from '@reduxjs/toolkit/query';
import { Suspense, useState } from 'react';
import { LuPencil } from 'react-icons/lu';
import { buttonClass } from '../../../components/ui/button-class';
import { BusyLabel } from '../../../components/ui/spinner';
import { Skeleton } from '../../../components/ui/skeleton';
import { lazyWithChakra } from '../../../lib/chakra/chakra-area';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useGetOwnReviewQuery } from '../api/reviews.api';
import { SUBMITTED_MESSAGE } from '../model/review-text';
import { reviewErrorMessage, statusOf } from '../model/server-message';
import styles from './write-review.module.css';

// The form is drawn with Chakra, which loads with it: only a signed-in shopper who opens it needs either.
const ReviewForm = lazyWithChakra(() => import('./review-form').then((module) => ({ default: module.ReviewForm })));

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
        <BusyLabel busy={signingIn}>Sign in to write a review</BusyLabel>
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
  const formLoading = (
    <div role="status" aria-label="Loading your review">
      <Skeleton className={styles.formSkeleton} />
    </div>
  );
  if (own.isFetching) return formLoading;
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
    <Suspense fallback={formLoading}>
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
    </Suspense>
  );
}
