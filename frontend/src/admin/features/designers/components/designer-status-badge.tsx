import { Badge } from '@chakra-ui/react';
import type { DesignerStatus } from '@shop/contracts/src/trade/trade-constants';

const LOOK: Record<DesignerStatus, { label: string; colour: string }> = {
  pending: { label: 'Waiting for review', colour: 'yellow' },
  approved: { label: 'Approved', colour: 'green' },
  rejected: { label: 'Rejected', colour: 'red' },
  suspended: { label: 'Suspended', colour: 'gray' },
};

export function DesignerStatusBadge({ status }: { status: DesignerStatus }) {
  return <Badge colorPalette={LOOK[status].colour}>{LOOK[status].label}</Badge>;
}
