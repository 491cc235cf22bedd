import { Badge } from '@chakra-ui/react';
import type { ReviewStatus } from '@shop/contracts';
import { REVIEW_STATUS_COLORS, REVIEW_STATUS_LABELS } from '../model/review-labels';

export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  return <Badge colorPalette={REVIEW_STATUS_COLORS[status]}>{REVIEW_STATUS_LABELS[status]}</Badge>;
}
