import { Badge, Button, List, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import type { StaffReview } from '@shop/contracts';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { adminPaths, paths } from '../../../../lib/paths';
import { staffErrorMessage, statusOf } from '../../../lib/api-errors';
import { DefinitionList } from '../../../lib/definition-list';
import { DetailColumns, DetailHeader, recordIdOf, StepOutcome, useRecordSteps } from '../../../lib/detail-page';
import { DetailUnavailable } from '../../../lib/detail-unavailable';
import { formatDateTime } from '../../../lib/labels';
import { SectionCard } from '../../../lib/section-card';
import { useStaffMay } from '../../../lib/staff-context';
import { useGetStaffReviewQuery, useModerateReviewMutation, useModerateReviewPhotoMutation, type ModerationRequest } from '../api/staff-reviews.api';
import { ReasonDialog, type ReasonAction } from '../components/reason-dialog';
import { ReplyForm } from '../components/reply-form';
import { ReviewPhotos } from '../components/review-photos';
import { ReviewStatusBadge } from '../components/review-status-badge';
import { Stars } from '../components/stars';
import { SPAM_SIGNAL_LABELS } from '../model/review-labels';

/** What each step's notice says once the server has done it. */
const DONE: Record<ModerationRequest['action'], string> = {
  approve: 'Approved: it is on the product page.',
  reject: 'Rejected.',
  flag: 'Flagged.',
};

function Facts({ review }: { review: StaffReview }) {
  const mayReadOrders = useStaffMay('orders.read');
  const order = review.orderNumber;
  return (
    <DefinitionList
      rows={[
        ['Name', review.customerName],
        ['Email', <a href={`mailto:${review.customerEmail}`}>{review.customerEmail}</a>],
        [
          'Product',
          <RouterLink to={paths.product.getHref(review.productId)} target="_blank">
            {review.productTitle ?? `Product ${review.productId}`}
          </RouterLink>,
        ],
        order !== null && ['Order', mayReadOrders ? <RouterLink to={adminPaths.order.getHref(order)}>{order}</RouterLink> : order],
        ['Written', formatDateTime(review.createdAt)],
        review.updatedAt !== review.createdAt && ['Last edited', formatDateTime(review.updatedAt)],
        ['Helpful votes', String(review.helpfulVotes)],
        review.moderationNote !== null && ['Moderation note', review.moderationNote],
      ]}
    />
  );
}

function SpamChecks({ review }: { review: StaffReview }) {
  if (review.spamSignals.length === 0) return <Text color="fg.muted">The checks found nothing.</Text>;
  return (
    <List.Root aria-label="Spam signals" gap="1">
      {review.spamSignals.map((signal) => (
        <List.Item key={signal}>{SPAM_SIGNAL_LABELS[signal]}</List.Item>
      ))}
    </List.Root>
  );
}

/**
 * /admin/reviews/{id}: one review as the shopper wrote it, what the spam checks found, and the
 * moderation steps. Each step sends the version shown: when the shopper edited the review or
 * another moderator acted meanwhile, the server answers 409, the page says so and reads the review
 * again, and the staff member decides on what is there now.
 */
export function ReviewDetailPage() {
  const id = recordIdOf(useParams().id);
  const { data: review, error, refetch, isFetching } = useGetStaffReviewQuery(id ?? 0, { skip: id === null });
  const [moderate, moderation] = useModerateReviewMutation();
  const [moderatePhoto, photoModeration] = useModerateReviewPhotoMutation();
  const [asking, setAsking] = useState<ReasonAction | null>(null);
  const { notice, problem, attempt } = useRecordSteps(() => void refetch());

  if (id === null || error) {
    return (
      <DetailUnavailable
        missing={id === null || statusOf(error) === 404}
        kind="Review"
        missingText="There is no review with this number."
        error={error}
        back={{ to: adminPaths.reviews.getHref(), label: 'Back to reviews' }}
      />
    );
  }
  if (!review) return <Skeleton h="96" />;

  const act = async (request: ModerationRequest) => {
    // A refusal of a step from the reason dialog is shown by the dialog.
    const outcome = await attempt(() => moderate(request).unwrap(), { done: DONE[request.action], quiet: request.action !== 'approve' });
    // The dialog stays open to correct what the server refused (a reason too long), except after a conflict.
    if (outcome !== 'refused') setAsking(null);
  };

  const busy = moderation.isLoading || photoModeration.isLoading;

  return (
    <Stack gap="5" aria-busy={isFetching}>
      <DetailHeader
        back={{ to: adminPaths.reviews.getHref(), label: 'Reviews' }}
        title={review.title}
        meta={
          <>
            <Stars rating={review.rating} />
            <ReviewStatusBadge status={review.status} />
            {review.isVerifiedPurchase && <Badge colorPalette="green">Verified Purchase</Badge>}
          </>
        }
        actions={
          <Wrap gap="2" role="group" aria-label="Moderation">
            {review.status !== 'approved' && (
              <Button size="sm" colorPalette="brand" loading={moderation.isLoading && !asking} onClick={() => void act({ id: review.id, version: review.version, action: 'approve' })}>
                Approve
              </Button>
            )}
            {review.status !== 'rejected' && (
              <Button size="sm" variant="outline" colorPalette="red" disabled={busy} onClick={() => setAsking('reject')}>
                Reject
              </Button>
            )}
            {review.status !== 'flagged' && (
              <Button size="sm" variant="outline" disabled={busy} onClick={() => setAsking('flag')}>
                Flag
              </Button>
            )}
          </Wrap>
        }
      />
      <StepOutcome notice={notice} problem={asking ? null : problem} />

      <DetailColumns
        main={
          <>
            <SectionCard title="Review">
              <Text whiteSpace="pre-wrap">{review.content}</Text>
            </SectionCard>
            <SectionCard title="Photos">
              <ReviewPhotos
                review={review}
                busy={busy}
                onModerate={(photo, status) => void attempt(() => moderatePhoto({ id: review.id, version: review.version, photoId: photo.id, status }).unwrap())}
              />
            </SectionCard>
            <SectionCard title="Reply">
              <ReplyForm review={review} />
            </SectionCard>
          </>
        }
        side={
          <>
            <SectionCard title="Details">
              <Facts review={review} />
            </SectionCard>
            <SectionCard title="Spam checks">
              <SpamChecks review={review} />
            </SectionCard>
          </>
        }
      />

      {asking && (
        <ReasonDialog
          action={asking}
          submitting={moderation.isLoading}
          problem={moderation.error && statusOf(moderation.error) !== 409 ? staffErrorMessage(moderation.error) : null}
          onClose={() => {
            moderation.reset();
            setAsking(null);
          }}
          onSubmit={(reason) => void act({ id: review.id, version: review.version, action: asking, reason })}
        />
      )}
    </Stack>
  );
}
