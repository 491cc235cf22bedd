import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { adminReviewsApi, ResponseOf, StaffReview } from '@shop/contracts';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { adminPaths } from '../../../../lib/paths';
import { staffErrorMessage } from '../../../lib/api-errors';
import { Cell, Checkbox, HeaderCell } from '../../../lib/data-table';
import { formatDateTime } from '../../../lib/labels';
import { PagedList } from '../../../lib/paged-list';
import { Loaded } from '../../../lib/query-state';
import { useBulkApproveReviewsMutation, useListStaffReviewsQuery } from '../api/staff-reviews.api';
import { BulkApproveResults } from '../components/bulk-approve-results';
import { ReviewFiltersBar } from '../components/review-filters-bar';
import { ReviewStatusBadge } from '../components/review-status-badge';
import { Stars } from '../components/stars';
import { listQueryOf, readReviewListView, REVIEWS_PER_PAGE, withFilter, writeReviewListView, type ReviewListView } from '../model/review-filters';

function ReviewRow({ review, selected, onToggle }: { review: StaffReview; selected: boolean; onToggle: () => void }) {
  return (
    <tr>
      <Cell>
        <Checkbox type="checkbox" checked={selected} onChange={onToggle} aria-label={`Select review ${review.id}`} />
      </Cell>
      <Cell>
        <RouterLink to={adminPaths.review.getHref(review.id)}>
          <Text as="span" fontWeight="semibold" color="brand.700">
            {review.title}
          </Text>
        </RouterLink>
        <Text color="fg.muted" lineClamp={2} maxW="md">
          {review.content}
        </Text>
      </Cell>
      <Cell>
        <Stars rating={review.rating} />
      </Cell>
      <Cell>
        <Text>{review.customerName}</Text>
        <Text color="fg.muted">{review.customerEmail}</Text>
      </Cell>
      <Cell>{review.productTitle ?? `Product ${review.productId}`}</Cell>
      <Cell>
        <HStack gap="1" wrap="wrap">
          <ReviewStatusBadge status={review.status} />
          {review.isVerifiedPurchase && <Badge colorPalette="green">Verified Purchase</Badge>}
          {review.spamSignals.length > 0 && <Badge colorPalette="red">Suspicious</Badge>}
        </HStack>
      </Cell>
      <Cell textAlign="end">{review.images.length}</Cell>
      <Cell whiteSpace="nowrap">{formatDateTime(review.updatedAt)}</Cell>
    </tr>
  );
}

/**
 * /admin/reviews: the moderation queue (pending, oldest first) or any reviews, filtered and
 * searched, with the whole view in the URL. Selected reviews are approved together.
 */
export function ReviewListPage() {
  const [search, setSearch] = useSearchParams();
  const view = readReviewListView(search);
  const { data, error, isFetching, refetch } = useListStaffReviewsQuery(listQueryOf(view));
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [outcome, setOutcome] = useState<ResponseOf<typeof adminReviewsApi.bulkApprove> | null>(null);
  const [bulkApprove, bulkState] = useBulkApproveReviewsMutation();

  const show = (next: ReviewListView) => {
    setSelected(new Set());
    setOutcome(null);
    setSearch(writeReviewListView(next));
  };

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const reviews = data?.reviews ?? [];
  const allSelected = reviews.length > 0 && reviews.every((review) => selected.has(review.id));
  const toggleAll = () => setSelected(allSelected ? new Set() : new Set(reviews.map((review) => review.id)));

  const approveSelected = async () => {
    const answer = await bulkApprove({ ids: [...selected] })
      .unwrap()
      .catch(() => null);
    if (answer) {
      setOutcome(answer);
      setSelected(new Set());
      void refetch();
    }
  };

  return (
    <Stack gap="5">
      <Heading as="h1" fontSize="2xl">
        Reviews
      </Heading>

      <ReviewFiltersBar view={view} onChange={(change) => show(withFilter(view, change))} />

      {selected.size > 0 && (
        <HStack role="toolbar" aria-label="Selected reviews" bg="white" p="3" borderRadius="md" borderWidth="1px" gap="3" wrap="wrap">
          <Text fontWeight="semibold">{selected.size} selected</Text>
          <Button size="sm" colorPalette="brand" loading={bulkState.isLoading} onClick={() => void approveSelected()}>
            Approve selected
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
            Clear selection
          </Button>
        </HStack>
      )}
      {bulkState.error && (
        <Text role="alert" color="fg.error">
          {staffErrorMessage(bulkState.error)}
        </Text>
      )}
      {outcome && <BulkApproveResults outcome={outcome} />}

      <Loaded data={data} error={error} onRetry={() => void refetch()}>
        {({ total }) => (
          <PagedList
            label="Reviews"
            head={
              <>
                <HeaderCell scope="col">
                  <Checkbox type="checkbox" checked={allSelected} onChange={toggleAll} aria-label="Select every review on this page" />
                </HeaderCell>
                <HeaderCell scope="col">Review</HeaderCell>
                <HeaderCell scope="col">Rating</HeaderCell>
                <HeaderCell scope="col">Shopper</HeaderCell>
                <HeaderCell scope="col">Product</HeaderCell>
                <HeaderCell scope="col">Status</HeaderCell>
                <HeaderCell scope="col" textAlign="end">
                  Photos
                </HeaderCell>
                <HeaderCell scope="col">Submitted</HeaderCell>
              </>
            }
            noun={['review', 'reviews']}
            count={{ total, perPage: REVIEWS_PER_PAGE }}
            page={view.page}
            rowsOnPage={reviews.length}
            onPage={(page) => show({ ...view, page })}
            fetching={isFetching}
            emptyText={writeReviewListView({ ...view, page: 1 }).toString() === '' ? 'No reviews are waiting.' : 'No reviews match.'}
          >
            {reviews.map((review) => (
              <ReviewRow key={review.id} review={review} selected={selected.has(review.id)} onToggle={() => toggle(review.id)} />
            ))}
          </PagedList>
        )}
      </Loaded>
    </Stack>
  );
}
