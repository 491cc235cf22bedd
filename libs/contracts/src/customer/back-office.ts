import { z } from 'zod';
import { pagingFields } from '../common/paging';
import { defineRequest } from '../common/define';
import { paiseSchema } from '../money';
import { BACK_OFFICE_MAX_PAGE, BACK_OFFICE_MAX_SEARCH_LENGTH, CUSTOMER_SORTS, CUSTOMERS_PAGE_LIMIT } from '../order/back-office-constants';
import { customerIdSchema, customerSchema } from './customer';

/** The back office's customer list: search by name, email, phone or PIN code, sorted, a page at a time. */
export const customerListQuerySchema = z
  .object({
    q: z.string().trim().max(BACK_OFFICE_MAX_SEARCH_LENGTH, 'q is too long').optional(),
    sort: z.enum(CUSTOMER_SORTS, { error: `sort must be one of ${CUSTOMER_SORTS.join(', ')}` }).default('newest'),
    ...pagingFields(CUSTOMERS_PAGE_LIMIT, BACK_OFFICE_MAX_PAGE),
  })
  .strict();
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

/** One of a customer's orders, as the customer service records it from the order events. */
export const customerOrderSchema = z.object({
  orderId: z.number().int().positive(),
  orderNumber: z.string(),
  placedAt: z.string(),
  totalAmount: paiseSchema,
  refunded: paiseSchema,
  cancelled: z.boolean(),
});

export const customerDetailSchema = customerSchema.extend({
  /** The customer's orders, newest first (the most recent 100). */
  orders: z.array(customerOrderSchema),
  lastOrderAt: z.string().nullable(),
});

/**
 * Customers for staff ('customers.read'). Totals (orders and spent) are kept by the order events
 * the customer service consumes, never recomputed per view.
 */
export const ListCustomersForStaff = defineRequest({
  subject: 'customer.list-customers-for-staff.v1',
  request: customerListQuerySchema,
  reply: z.object({ items: z.array(customerSchema.extend({ lastOrderAt: z.string().nullable() })), total: z.number().int().nonnegative() }),
});

export const GetCustomerForStaff = defineRequest({
  subject: 'customer.get-customer-for-staff.v1',
  request: z.object({ id: customerIdSchema }).strict(),
  reply: customerDetailSchema,
});
