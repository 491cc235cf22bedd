import type { Permission } from '../staff/staff-constants';

/**
 * The back office's order and customer values (issue 17), in one place for the services, the
 * gateway and the admin SPA. This file imports nothing at run time, so the SPA can take the values
 * without any server code (eslint.config.mjs allows it); the schemas in order.ts, back-office.ts
 * and customer/back-office.ts are built from them.
 */

/** Every status an order can have; the order service's lifecycle module says how one leads to another. */
export const ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled', 'returned'] as const;
export const PAYMENT_STATUSES = ['pending', 'processing', 'paid', 'failed', 'refunded', 'partially_refunded'] as const;
export const PAYMENT_METHODS = ['cod', 'card', 'banking', 'phonepe'] as const;

/** The back office's actions on an order. */
export const ORDER_ACTIONS = ['confirm', 'start-processing', 'ship', 'deliver', 'cancel', 'record-cash', 'refund-phonepe', 'record-cod-refund'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** Who may take each action: the lifecycle is fulfilment's, refunds are the owner's and managers'. */
export const ORDER_ACTION_PERMISSIONS = {
  confirm: 'orders.fulfil',
  'start-processing': 'orders.fulfil',
  ship: 'orders.fulfil',
  deliver: 'orders.fulfil',
  cancel: 'orders.fulfil',
  'record-cash': 'orders.fulfil',
  'refund-phonepe': 'orders.refund',
  'record-cod-refund': 'orders.refund',
} as const satisfies Record<OrderAction, Permission>;

/** The order list's sorts. */
export const ADMIN_ORDER_SORTS = ['newest', 'oldest', 'total-high', 'total-low'] as const;
export const ADMIN_ORDERS_PAGE_LIMIT = { default: 25, max: 100 } as const;

/** The customer list's sorts. */
export const CUSTOMER_SORTS = ['newest', 'most-spent', 'most-orders', 'name'] as const;
export const CUSTOMERS_PAGE_LIMIT = { default: 25, max: 100 } as const;

/** The last page a back-office list serves: nobody pages further, and it bounds the work of one call. */
export const BACK_OFFICE_MAX_PAGE = 10_000;
/** The longest search a back-office list takes. */
export const BACK_OFFICE_MAX_SEARCH_LENGTH = 100;

/**
 * The list counts matches only up to one past this: a total of 10,001 means "more than 10,000"
 * (a broad search's exact count would cost more than the page it counts, at 100,000 orders).
 */
export const ORDER_COUNT_LIMIT = 10_000;
