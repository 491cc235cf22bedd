import { z } from 'zod';
import { customerDetailSchema, customerListQuerySchema, customerOrderSchema } from '../customer/back-office';
import { customerIdSchema } from '../customer/customer';
import { rupeesOnTheWire } from '../money';
import { apiCustomerSchema } from './accounts.routes';
import { defineRoute } from './route';

export const apiStaffCustomerSchema = apiCustomerSchema.extend({ lastOrderAt: z.string().nullable() });
export type ApiStaffCustomer = z.output<typeof apiStaffCustomerSchema>;
export const apiStaffCustomerDetailSchema = customerDetailSchema.extend({
  totalSpent: rupeesOnTheWire,
  orders: z.array(customerOrderSchema.extend({ totalAmount: rupeesOnTheWire, refunded: rupeesOnTheWire })),
});
export type ApiStaffCustomerDetail = z.output<typeof apiStaffCustomerDetailSchema>;

const STAFF_ONLY = { 401: 'No staff member is signed in', 403: "The staff member's role may not read customers" } as const;

/** The back office's customers (issue 17): who buys, how often and how much. */
export const adminCustomersApi = {
  listCustomers: defineRoute({
    method: 'GET',
    path: '/api/admin/customers',
    tag: 'back office: customers',
    summary: 'Customers, searched by name, email, phone or PIN code, a page at a time (the total in X-Total-Count)',
    description: 'Total orders and total spent are kept up to date by the order events (placed, cancelled, refunded): cancelled orders and refunds do not count.',
    staff: 'customers.read',
    query: customerListQuerySchema,
    response: z.array(apiStaffCustomerSchema),
    paged: true,
    errors: STAFF_ONLY,
  }),
  getCustomer: defineRoute({
    method: 'GET',
    path: '/api/admin/customers/:id',
    tag: 'back office: customers',
    summary: 'A customer with their orders (newest 100) and totals',
    staff: 'customers.read',
    params: z.object({ id: customerIdSchema }),
    response: apiStaffCustomerDetailSchema,
    errors: { ...STAFF_ONLY, 404: 'Customer information not found' },
  }),
};
