import type { OrderAction, Permission } from '@shop/contracts';
import { ORDER_ACTION_PERMISSIONS } from '@shop/contracts/src/order/back-office-constants';

/** What each action's button says, in the order the page shows them: forward first, then the way out. */
export const ACTION_LABELS: Record<OrderAction, string> = {
  confirm: 'Confirm',
  'start-processing': 'Mark processing',
  ship: 'Mark shipped',
  deliver: 'Mark delivered',
  'record-cash': 'Record cash collected',
  'refund-phonepe': 'Refund (PhonePe)',
  'record-cod-refund': 'Record cash refund',
  cancel: 'Cancel order',
};

const ORDER_OF_BUTTONS = Object.keys(ACTION_LABELS) as OrderAction[];

/**
 * The actions to offer on an order: those its state allows now (the server says which) that the
 * signed-in role may take (the contracts' ORDER_ACTION_PERMISSIONS, which the server enforces; the
 * page only leaves out what would be refused), in the page's order.
 */
export function availableActions(allowed: readonly OrderAction[], permissions: readonly Permission[]): OrderAction[] {
  return ORDER_OF_BUTTONS.filter((action) => allowed.includes(action) && permissions.includes(ORDER_ACTION_PERMISSIONS[action]));
}

/** Whether the role may add notes to an order's timeline (support may, though it may take no action). */
export function mayAddNote(permissions: readonly Permission[]): boolean {
  return permissions.includes('orders.note');
}
