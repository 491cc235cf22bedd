import { z } from 'zod';
import { defineRequest } from '../common/define';
import { emailSchema } from '../customer/customer';
import { paiseSchema } from '../money';
import { orderNumberSchema } from './order';

/*
 * GST tax invoices and credit notes (issue 22), kept by the order service. An invoice is issued
 * when an order is confirmed (by staff for cash on delivery, by its payment for PhonePe), a credit
 * note when an invoiced order is cancelled or refunded. Each is rendered to PDF once, when issued,
 * and never changes.
 */

export const TAX_DOCUMENT_KINDS = ['invoice', 'credit-note'] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

/** The series prefix of each kind: `INV/26-27/000123`, `CN/26-27/000007`. */
export const TAX_DOCUMENT_PREFIX = { invoice: 'INV', 'credit-note': 'CN' } as const satisfies Record<TaxDocumentKind, string>;

/**
 * A document's number (CGST Rule 46(b)): its series, the financial year and a serial, at most 16
 * characters of letters, digits, `-` and `/`. Six digits of serial keep `INV/26-27/000123` at 16.
 */
export const TAX_DOCUMENT_NUMBER = /^(INV|CN)\/[0-9]{2}-[0-9]{2}\/[0-9]{6}$/;
/** The same number as a path segment and file name: the slashes become hyphens (`INV-26-27-000123`). */
export const TAX_DOCUMENT_SLUG = /^(INV|CN)-[0-9]{2}-[0-9]{2}-[0-9]{6}$/;

export const documentNumberToSlug = (number: string): string => number.replace(/\//g, '-');

/** A document as a URL names it (`INV-26-27-000123`, any case), answered as its number (`INV/26-27/000123`). */
export const taxDocumentSlugSchema = z
  .string({ error: 'document is required' })
  .trim()
  .toUpperCase()
  .regex(TAX_DOCUMENT_SLUG, 'document must look like INV-26-27-000123 or CN-26-27-000007')
  .transform((slug) => slug.replace(/^(INV|CN)-([0-9]{2}-[0-9]{2})-([0-9]{6})$/, '$1/$2/$3'));

/** A document's number as the services pass it: `INV/26-27/000123`. */
export const taxDocumentNumberSchema = z.string().regex(TAX_DOCUMENT_NUMBER, 'document must be a number like INV/26-27/000123');

/** One invoice or credit note of an order, as a list shows it. */
export const taxDocumentSummarySchema = z.object({
  kind: z.enum(TAX_DOCUMENT_KINDS),
  /** `INV/26-27/000123`. */
  number: z.string(),
  /** The number as the download's path names it: `INV-26-27-000123`. */
  slug: z.string(),
  /** When it was issued (ISO 8601); its date is India's. */
  issuedAt: z.string(),
  taxableValue: paiseSchema,
  tax: paiseSchema,
  total: paiseSchema,
  /** A credit note's invoice; null for an invoice. */
  invoiceNumber: z.string().nullable(),
});
export type TaxDocumentSummary = z.infer<typeof taxDocumentSummarySchema>;

/** A PDF over NATS (which carries text): the file name it is saved under and its bytes in base64. */
export const pdfFileSchema = z.object({ fileName: z.string(), pdfBase64: z.string() });

/**
 * The shopper's own documents: with `email`, as the tracking page asks (a wrong email answers like
 * an unknown order); without it, for the order's own shopper (signed in with its email, or the
 * browser whose checkout placed it).
 */
const shopperDocumentsRequest = z.object({ orderNumber: orderNumberSchema, email: emailSchema.optional() });

export const ListTaxDocuments = defineRequest({
  subject: 'order.list-tax-documents.v1',
  request: shopperDocumentsRequest.strict(),
  reply: z.array(taxDocumentSummarySchema),
});

export const GetTaxDocument = defineRequest({
  subject: 'order.get-tax-document.v1',
  request: shopperDocumentsRequest.extend({ document: taxDocumentNumberSchema }).strict(),
  reply: pdfFileSchema,
});

/** The back office's view of an order's documents ('orders.read'). */
export const ListTaxDocumentsForStaff = defineRequest({
  subject: 'order.list-tax-documents-for-staff.v1',
  request: z.object({ orderNumber: orderNumberSchema }).strict(),
  reply: z.array(taxDocumentSummarySchema),
});

export const GetTaxDocumentForStaff = defineRequest({
  subject: 'order.get-tax-document-for-staff.v1',
  request: z.object({ orderNumber: orderNumberSchema, document: taxDocumentNumberSchema }).strict(),
  reply: pdfFileSchema,
});

/**
 * The invoice of an order, for the notification service to attach to the shopper's confirmation
 * email; null while the order has none (a cash-on-delivery order not yet confirmed, or a shop
 * without a GST registration in its settings).
 */
export const GetInvoiceAttachment = defineRequest({
  subject: 'order.get-invoice-attachment.v1',
  request: z.object({ orderId: z.number().int().positive().max(2_147_483_647) }).strict(),
  reply: z.object({ invoice: pdfFileSchema.nullable() }),
});

/** A calendar month, `2026-11`: the GST report's period (India time). */
export const reportMonthSchema = z
  .string({ error: 'month is required' })
  .trim()
  .regex(/^(20[0-9]{2})-(0[1-9]|1[0-2])$/, 'month must look like 2026-11');

/**
 * The two views of the monthly report: every document (one row per document and tax rate), or
 * the month's totals by place of supply and rate, credit notes netted off.
 */
export const GST_REPORT_VIEWS = ['documents', 'summary'] as const;

export const gstReportQuerySchema = z
  .object({
    month: reportMonthSchema,
    view: z.enum(GST_REPORT_VIEWS, { error: `view must be one of ${GST_REPORT_VIEWS.join(', ')}` }).default('documents'),
  })
  .strict();

/** Where the next page of the documents view starts: after this document. */
export const gstReportCursorSchema = z.object({ kind: z.enum(TAX_DOCUMENT_KINDS), id: z.number().int().positive() }).strict();

/** Documents the report reads per page. */
export const GST_REPORT_PAGE_SIZE = 500;

export const GetGstReportPage = defineRequest({
  subject: 'order.get-gst-report-page.v1',
  request: gstReportQuerySchema.extend({ cursor: gstReportCursorSchema.optional() }).strict(),
  reply: z.object({ csv: z.string(), next: gstReportCursorSchema.nullable() }),
});

export const GST_REPORT_DOCUMENT_COLUMNS = [
  'Document type',
  'Document number',
  'Date',
  'Order number',
  'Against invoice',
  'Recipient',
  'Place of supply',
  'State code',
  'Supply type',
  'GST rate (%)',
  'Taxable value (INR)',
  'CGST (INR)',
  'SGST (INR)',
  'IGST (INR)',
  'Total (INR)',
] as const;

export const GST_REPORT_SUMMARY_COLUMNS = [
  'Place of supply',
  'State code',
  'Supply type',
  'GST rate (%)',
  'Invoices',
  'Credit notes',
  'Net taxable value (INR)',
  'Net CGST (INR)',
  'Net SGST (INR)',
  'Net IGST (INR)',
  'Net total (INR)',
] as const;
