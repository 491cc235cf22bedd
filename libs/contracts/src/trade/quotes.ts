import { z } from 'zod';
import { productIdSchema } from '../catalog/product';
import { defineEvent, defineRequest, eventEnvelope } from '../common/define';
import { paiseSchema } from '../money';
import { orderSchema } from '../order/order';
import { customerIdSchema } from '../customer/customer';
import { projectIdSchema } from './projects';
import { MAX_QUOTE_ITEMS, MAX_QUOTE_QUANTITY, QUOTE_STATUSES } from './trade-constants';

/**
 * Quotes (issue 20). A designer builds one from catalogue prints configured as on the product
 * page; every price is computed by the server (the shop's price rule less the designer's tier)
 * and frozen when the quote is sent: later price changes never alter a sent quote. The client
 * opens it through a private link (an unguessable token, stored hashed, expiring with the quote),
 * accepts or declines it, and orders it at the quoted prices.
 */

export const quoteIdSchema = z.coerce.number({ error: 'Quote id must be a number' }).int().positive().max(2_147_483_647);
export const quoteStatusSchema = z.enum(QUOTE_STATUSES);

/** A print as the designer configures it: what, never at what price. */
export const quoteLineInputSchema = z
  .object({
    productId: productIdSchema,
    size: z.string().trim().min(1, 'size is required').max(20),
    medium: z.string().trim().min(1, 'medium is required').max(80),
    frame: z.string().trim().min(1, 'frame is required').max(80),
    quantity: z.number({ error: 'quantity must be a number' }).int('quantity must be a whole number').min(1, 'quantity must be at least 1').max(MAX_QUOTE_QUANTITY, `quantity must be at most ${MAX_QUOTE_QUANTITY}`),
  })
  .strict();

/** A line as the server priced it (paise). */
export const quoteLineSchema = z.object({
  productId: z.number().int().positive(),
  productTitle: z.string(),
  image: z.string().nullable(),
  size: z.string(),
  medium: z.string(),
  frame: z.string(),
  quantity: z.number().int().positive(),
  /** The shop's price of one (the rule's discounted price) and the trade price the client pays. */
  shopUnitPrice: paiseSchema,
  unitPrice: paiseSchema,
  lineTotal: paiseSchema,
});

export const quoteFieldsSchema = z
  .object({
    projectId: projectIdSchema.nullable().default(null),
    clientName: z.string().trim().min(1, 'clientName is required').max(120, 'clientName must be at most 120 characters'),
    clientEmail: z.string().trim().toLowerCase().max(254).pipe(z.email({ error: 'clientEmail must be an email address' })),
    clientPhone: z.string().trim().regex(/^\+?[0-9][0-9 -]{8,18}[0-9]$/, 'clientPhone must be a phone number').nullable().default(null),
    notes: z.string().trim().max(2000, 'notes must be at most 2000 characters').default(''),
    items: z.array(quoteLineInputSchema).min(1, 'a quote needs at least one print').max(MAX_QUOTE_ITEMS, `a quote holds at most ${MAX_QUOTE_ITEMS} prints`),
  })
  .strict();
export type QuoteFields = z.output<typeof quoteFieldsSchema>;

export const quoteSchema = z.object({
  id: z.number().int().positive(),
  /** Unique and readable, e.g. Q-2611-4K7P; a revision adds -R2, -R3. */
  quoteNumber: z.string(),
  revision: z.number().int().positive(),
  projectId: z.number().int().positive().nullable(),
  clientName: z.string(),
  clientEmail: z.string(),
  clientPhone: z.string().nullable(),
  notes: z.string(),
  items: z.array(quoteLineSchema),
  /** The shop's prices summed, what the tier takes off, and what the client pays (GST included, as every shop price). */
  totalAmount: paiseSchema,
  discountApplied: paiseSchema,
  finalAmount: paiseSchema,
  discountPercent: z.number(),
  status: quoteStatusSchema,
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  expiresAt: z.string(),
  respondedAt: z.string().nullable(),
  /** The order it became, once converted. */
  orderNumber: z.string().nullable(),
  version: z.number().int().positive(),
});
export type Quote = z.infer<typeof quoteSchema>;

// The signed-in designer's quotes (their own only: 404 for anyone else's).

export const ListQuotes = defineRequest({
  subject: 'trade.list-quotes.v1',
  request: z.object({ status: quoteStatusSchema.optional(), projectId: projectIdSchema.optional() }).strict(),
  reply: z.array(quoteSchema),
});

export const GetQuote = defineRequest({
  subject: 'trade.get-quote.v1',
  request: z.object({ id: quoteIdSchema }).strict(),
  reply: quoteSchema,
});

/** A new draft, priced now. */
export const CreateQuote = defineRequest({
  subject: 'trade.create-quote.v1',
  request: z.object({ fields: quoteFieldsSchema }).strict(),
  reply: quoteSchema,
});

/** Changes a draft (repriced now); 409 for a quote no longer a draft, or a stale version. */
export const UpdateQuote = defineRequest({
  subject: 'trade.update-quote.v1',
  request: z.object({ id: quoteIdSchema, version: z.number().int().positive(), fields: quoteFieldsSchema }).strict(),
  reply: quoteSchema,
});

/**
 * Sends a draft: prices are computed once more and frozen, expiresAt set (TRADE_QUOTE_VALID_DAYS
 * from now), and the client emailed the PDF and the private link. A revision sent withdraws the
 * quote it revises.
 */
export const SendQuote = defineRequest({
  subject: 'trade.send-quote.v1',
  request: z.object({ id: quoteIdSchema, version: z.number().int().positive() }).strict(),
  reply: quoteSchema,
});

/** Withdraws a sent (or accepted, not yet ordered) quote: its link then shows it withdrawn and it cannot be ordered. */
export const WithdrawQuote = defineRequest({
  subject: 'trade.withdraw-quote.v1',
  request: z.object({ id: quoteIdSchema, version: z.number().int().positive() }).strict(),
  reply: quoteSchema,
});

/** A new draft revising a sent, declined or expired quote (revision + 1, the same items repriced now). */
export const ReviseQuote = defineRequest({
  subject: 'trade.revise-quote.v1',
  request: z.object({ id: quoteIdSchema }).strict(),
  reply: quoteSchema,
});

/** The quote's PDF as base64 (the same document the client is emailed). */
export const GetQuotePdf = defineRequest({
  subject: 'trade.get-quote-pdf.v1',
  request: z.object({ id: quoteIdSchema }).strict(),
  reply: z.object({ fileName: z.string(), pdfBase64: z.string() }),
});

/** The designer's dashboard: projects, quotes by state, revenue. */
export const GetDesignerDashboard = defineRequest({
  subject: 'trade.get-designer-dashboard.v1',
  request: z.object({}).strict(),
  reply: z.object({
    projects: z.object({ ongoing: z.number().int().nonnegative(), completed: z.number().int().nonnegative() }),
    quotes: z.record(quoteStatusSchema, z.number().int().nonnegative()),
    totalRevenue: paiseSchema,
    projectsCompleted: z.number().int().nonnegative(),
    recentQuotes: z.array(quoteSchema),
  }),
});

// The client's side, through the private link: no account; the token is the only key.

export const quoteLinkTokenSchema = z.string({ error: 'token is required' }).min(30, 'This quote link is not valid').max(100, 'This quote link is not valid').regex(/^[A-Za-z0-9_-]+$/, 'This quote link is not valid');

/** What the client sees: the quote without the designer's notes on the shop's price. */
export const clientQuoteSchema = z.object({
  quoteNumber: z.string(),
  designer: z.object({ name: z.string(), companyName: z.string() }),
  clientName: z.string(),
  notes: z.string(),
  items: z.array(quoteLineSchema.omit({ shopUnitPrice: true })),
  finalAmount: paiseSchema,
  status: quoteStatusSchema,
  expiresAt: z.string(),
  /** May the client order it now (accepted, not expired, withdrawn or converted)? */
  orderable: z.boolean(),
  orderNumber: z.string().nullable(),
});
export type ClientQuote = z.infer<typeof clientQuoteSchema>;

/** 404 for a token that names no quote, or a draft; an expired quote answers with status expired. */
export const GetClientQuote = defineRequest({
  subject: 'trade.get-client-quote.v1',
  request: z.object({ token: quoteLinkTokenSchema }).strict(),
  reply: clientQuoteSchema,
});

/** Accepts or declines a sent quote; 409 when it is no longer open (expired, withdrawn, already answered). */
export const RespondToQuote = defineRequest({
  subject: 'trade.respond-to-quote.v1',
  request: z.object({ token: quoteLinkTokenSchema, response: z.enum(['accept', 'decline']), reason: z.string().trim().max(1000).optional() }).strict(),
  reply: clientQuoteSchema,
});

/** Where the client wants the prints (the checkout form's shipping fields). */
export const quoteOrderSchema = z
  .object({
    customerId: customerIdSchema,
    shippingAddress: z.string().trim().min(1, 'shippingAddress is required').max(200),
    shippingCity: z.string().trim().min(1, 'shippingCity is required').max(80),
    shippingState: z.string().trim().min(1, 'shippingState is required').max(80),
    shippingPincode: z.string().trim().regex(/^[1-9][0-9]{5}$/, 'shippingPincode must be six digits'),
    notes: z.string().trim().max(500).optional(),
    paymentMethod: z.enum(['cod', 'phonepe'], { error: 'paymentMethod must be cod or phonepe' }),
  })
  .strict();

/**
 * Orders an accepted quote at its frozen prices (the checkout credential in the context names the
 * customer); 409 when it is not accepted, expired, withdrawn or already ordered. Cash on delivery
 * answers the order; PhonePe answers where to pay as well.
 */
export const OrderQuote = defineRequest({
  subject: 'trade.order-quote.v1',
  request: quoteOrderSchema.extend({ token: quoteLinkTokenSchema }).strict(),
  reply: z.object({ orderNumber: z.string(), redirectUrl: z.string().nullable() }),
});

/**
 * Asked of the order service by the trade service only (no HTTP route leads here): places the
 * order of a quote at its frozen prices, carrying the quote and the designer. Idempotent on
 * quoteNumber: one quote is one order.
 */
export const PlaceQuoteOrder = defineRequest({
  subject: 'order.place-quote-order.v1',
  request: quoteOrderSchema
    .extend({
      quoteNumber: z.string(),
      designerId: z.number().int().positive(),
      items: z
        .array(
          z.object({
            productId: z.number().int().positive(),
            productTitle: z.string(),
            size: z.string(),
            medium: z.string(),
            framing: z.string(),
            quantity: z.number().int().positive(),
            unitPrice: paiseSchema,
          }),
        )
        .min(1),
    })
    .strict(),
  reply: z.object({ order: orderSchema, redirectUrl: z.string().nullable() }),
});

/**
 * A quote was sent: the notification service emails the client its private link with the quote
 * as a PDF attached. The PDF travels in the event because a sent quote is frozen: the document
 * made at sending is the one the client gets, whenever the email goes out.
 */
export const QuoteSent = defineEvent({
  subject: 'quote.sent.v1',
  payload: eventEnvelope.extend({
    quoteNumber: z.string(),
    clientEmail: z.string(),
    clientName: z.string(),
    designerName: z.string(),
    designerCompany: z.string(),
    finalAmount: paiseSchema,
    expiresAt: z.string(),
    /** The client's private link (absolute, with its token). */
    link: z.string(),
    fileName: z.string(),
    pdfBase64: z.string(),
  }),
});
