import { z } from 'zod';
import { emailSchema } from '../customer/customer';
import { rupeesOnTheWire } from '../money';
import { GST_REPORT_DOCUMENT_COLUMNS, GST_REPORT_SUMMARY_COLUMNS, gstReportQuerySchema, taxDocumentSlugSchema, taxDocumentSummarySchema } from '../order/invoices';
import { orderNumberSchema } from '../order/order';
import { defineRoute } from './route';

/** An order's invoice or credit note as a list shows it, amounts in rupees. */
export const apiTaxDocumentSchema = taxDocumentSummarySchema.extend({ taxableValue: rupeesOnTheWire, tax: rupeesOnTheWire, total: rupeesOnTheWire });
export type ApiTaxDocument = z.output<typeof apiTaxDocumentSchema>;

const order = z.object({ orderNumber: orderNumberSchema });
const document = order.extend({ document: taxDocumentSlugSchema });
/**
 * The tracking email, refused at the edge when it holds a NUL (which no service takes): then it
 * too is answered like an unknown order, never with a 400 that tells it apart.
 */
const tracking = z.object({ email: emailSchema.refine((email) => !email.includes('\u0000'), 'Please enter a valid email address') });

const NOT_FOUND = 'Order not found';
const NO_DOCUMENT = 'Order not found, or it has no such document';
const PDF = 'The PDF (application/pdf) as it was rendered when the document was issued';

/**
 * The shopper's GST invoices and credit notes (issue 22): from the tracking page, after the
 * same email check as tracking, and from the signed-in shopper's order history.
 */
export const invoicesApi = {
  trackedTaxDocuments: defineRoute({
    method: 'GET',
    path: '/api/orders/track/:orderNumber/tax-documents',
    tag: 'orders',
    summary: "A tracked order's tax invoice and credit notes, oldest first",
    description: 'The same check as tracking: a wrong, missing or malformed email answers exactly like an unknown order.',
    params: order,
    query: tracking,
    response: z.array(apiTaxDocumentSchema),
    invalidInput: { status: 404, message: NOT_FOUND },
    errors: { 404: NOT_FOUND, 429: 'Too many lookups from this client' },
  }),
  trackedTaxDocument: defineRoute({
    method: 'GET',
    path: '/api/orders/track/:orderNumber/tax-documents/:document',
    tag: 'orders',
    summary: "Download a tracked order's tax invoice or credit note (application/pdf)",
    description: `${PDF}. \`document\` is its number with hyphens for slashes (INV-26-27-000123). A wrong email answers like an unknown order.`,
    params: document,
    query: tracking,
    invalidInput: { status: 404, message: NO_DOCUMENT },
    errors: { 404: NO_DOCUMENT, 429: 'Too many lookups from this client' },
  }),
  myTaxDocuments: defineRoute({
    method: 'GET',
    path: '/api/orders/:orderNumber/tax-documents',
    tag: 'orders',
    summary: "The signed-in shopper's order's tax invoice and credit notes, oldest first",
    params: order,
    response: z.array(apiTaxDocumentSchema),
    errors: { 401: 'Not signed in', 404: `${NOT_FOUND} (also when it is not the signed-in shopper's)` },
  }),
  myTaxDocument: defineRoute({
    method: 'GET',
    path: '/api/orders/:orderNumber/tax-documents/:document',
    tag: 'orders',
    summary: "Download the signed-in shopper's tax invoice or credit note (application/pdf)",
    description: `${PDF}.`,
    params: document,
    errors: { 401: 'Not signed in', 404: `${NO_DOCUMENT} (also when the order is not the signed-in shopper's)` },
  }),
};

const READ = { 401: 'No staff member is signed in', 403: "The staff member's role may not read orders" } as const;
const TAG = 'back office: orders';

/** The back office's invoices, credit notes and the accountant's monthly GST report. */
export const adminInvoicesApi = {
  orderTaxDocuments: defineRoute({
    method: 'GET',
    path: '/api/admin/orders/:orderNumber/tax-documents',
    tag: TAG,
    summary: "An order's tax invoice and credit notes, oldest first",
    staff: 'orders.read',
    params: order,
    response: z.array(apiTaxDocumentSchema),
    errors: { ...READ, 404: NOT_FOUND },
  }),
  orderTaxDocument: defineRoute({
    method: 'GET',
    path: '/api/admin/orders/:orderNumber/tax-documents/:document',
    tag: TAG,
    summary: "Download an order's tax invoice or credit note (application/pdf)",
    description: `${PDF}.`,
    staff: 'orders.read',
    params: document,
    errors: { ...READ, 404: NO_DOCUMENT },
  }),
  gstReport: defineRoute({
    method: 'GET',
    path: '/api/admin/gst-report',
    tag: TAG,
    summary: "A month's GST report for the accountant (text/csv, streamed): invoices and credit notes with taxable value and tax by rate and state",
    description:
      '`month` is an India calendar month (2026-11). `view=documents` (default): one row per document and tax rate, columns ' +
      `${GST_REPORT_DOCUMENT_COLUMNS.join(', ')}. \`view=summary\`: the month by place of supply and rate, credit notes netted off, columns ` +
      `${GST_REPORT_SUMMARY_COLUMNS.join(', ')}. Each download is recorded in the audit log.`,
    staff: 'orders.read',
    query: gstReportQuerySchema,
    errors: READ,
  }),
};
