import { Badge } from '@chakra-ui/react';
import type { QuoteStatus } from '@shop/contracts/src/trade/trade-constants';
import { QUOTE_STATUS_COLOURS, QUOTE_STATUS_LABELS } from './quote-status';

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return <Badge colorPalette={QUOTE_STATUS_COLOURS[status]}>{QUOTE_STATUS_LABELS[status]}</Badge>;
}
