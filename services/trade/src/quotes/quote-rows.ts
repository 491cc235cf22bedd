import type { ClientQuote, Quote, QuoteFields, QuoteStatus } from '@shop/contracts';

/** A priced line as stored in designer_quotes.items (paise). */
export type QuoteLine = Quote['items'][number];

export interface QuoteRow {
  id: number;
  designer_id: number;
  project_id: number | null;
  base_number: string;
  revision: number;
  quote_number: string;
  client_name: string;
  client_email: string;
  client_phone: string | null;
  notes: string;
  items: QuoteLine[];
  total_paise: string;
  discount_paise: string;
  final_paise: string;
  discount_percent: number;
  /** As read: a sent or accepted quote past expires_at reads expired (see QUOTE_COLUMNS). */
  status: QuoteStatus;
  sent_at: Date | null;
  expires_at: Date;
  responded_at: Date | null;
  order_number: string | null;
  version: number;
  created_at: Date;
}

/**
 * A quote's status as everyone reads it: a sent or accepted quote whose expiresAt has passed is
 * expired, whether or not anything has written that yet. Every check of a state reads this.
 */
export const EFFECTIVE_STATUS = `CASE WHEN q.status IN ('sent', 'accepted') AND q.expires_at <= now() THEN 'expired' ELSE q.status END`;

export const QUOTE_COLUMNS = `q.id, q.designer_id, q.project_id, q.base_number, q.revision, q.quote_number, q.client_name, q.client_email, q.client_phone,
  q.notes, q.items, q.total_paise, q.discount_paise, q.final_paise, q.discount_percent, ${EFFECTIVE_STATUS} AS status, q.sent_at, q.expires_at,
  q.responded_at, q.order_number, q.version, q.created_at`;

export function toQuote(row: QuoteRow): Quote {
  return {
    id: row.id,
    quoteNumber: row.quote_number,
    revision: row.revision,
    projectId: row.project_id,
    clientName: row.client_name,
    clientEmail: row.client_email,
    clientPhone: row.client_phone,
    notes: row.notes,
    items: row.items,
    totalAmount: Number(row.total_paise),
    discountApplied: Number(row.discount_paise),
    finalAmount: Number(row.final_paise),
    discountPercent: row.discount_percent,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    sentAt: row.sent_at?.toISOString() ?? null,
    expiresAt: row.expires_at.toISOString(),
    respondedAt: row.responded_at?.toISOString() ?? null,
    orderNumber: row.order_number,
    version: row.version,
  };
}

/** What the client's link shows: no shop prices, nothing of the designer's but their name. */
export function toClientQuote(row: QuoteRow, designer: { name: string; companyName: string }): ClientQuote {
  return {
    quoteNumber: row.quote_number,
    designer,
    clientName: row.client_name,
    notes: row.notes,
    items: row.items.map(({ shopUnitPrice: _shop, ...line }) => line),
    finalAmount: Number(row.final_paise),
    status: row.status,
    expiresAt: row.expires_at.toISOString(),
    orderable: row.status === 'accepted',
    orderNumber: row.order_number,
  };
}

/** The lines as a designer configured them, to price again (a revision, an edit). */
export const configuredLines = (items: QuoteLine[]): QuoteFields['items'] =>
  items.map(({ productId, size, medium, frame, quantity }) => ({ productId, size, medium, frame, quantity }));
