import type { QuoteStatus } from '@shop/contracts/src/trade/trade-constants';

/** How each quote state reads, and its badge colour, in the portal. */
export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
  converted: 'Ordered',
};

export const QUOTE_STATUS_COLOURS: Record<QuoteStatus, string> = {
  draft: 'gray',
  sent: 'blue',
  accepted: 'green',
  declined: 'red',
  expired: 'orange',
  withdrawn: 'gray',
  converted: 'purple',
};
