import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { LuPencil } from 'react-icons/lu';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useGetOwnReviewQuery } from '../api/reviews.api';
import { SUBMITTED_MESSAGE } from '../model/review-text';
import { reviewErrorMessage, statusOf } from '../model/server-message';
import { ReviewForm } from './review-form';

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
      <Button
        alignSelf="start"
        variant="outline"
        colorPalette="brand"
        loading={signingIn}
        onClick={() => {
          // Once signed in, the form the shopper asked for is open.
          setOpen(true);
          onSignIn();
        }}
      >
        Sign in to write a review
      </Button>
    );
  }

  if (!open) {
    return (
      <Stack gap="3" alignItems="start">
        {outcome && (
          <Text role="status" color="fg.success" fontWeight="medium">
            {outcome === 'submitted' ? SUBMITTED_MESSAGE : 'Your review was deleted.'}
          </Text>
        )}
        <Button
          colorPalette="brand"
          onClick={() => {
            setOutcome(null);
            setOpen(true);
          }}
        >
          <LuPencil aria-hidden="true" />
          Write a Review
        </Button>
      </Stack>
    );
  }

  // A 404 is the answer for a shopper who has not reviewed this product yet.
  const missing = statusOf(own.error) === 404;
  if (own.isFetching) return <Skeleton h="24rem" borderRadius="l3" role="status" aria-label="Loading your review" />;
  if (own.error && !missing) {
    return (
      <Stack gap="2" alignItems="start" role="alert">
        <Text>Your review could not be loaded: {reviewErrorMessage(own.error)}</Text>
        <Button size="sm" variant="outline" onClick={() => void own.refetch()}>
          Try again
        </Button>
      </Stack>
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
