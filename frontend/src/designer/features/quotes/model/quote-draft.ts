import type { ApiQuote, BodyOf, designerPortalApi } from '@shop/contracts';

export type QuoteFields = BodyOf<typeof designerPortalApi.createQuote>;

/** A print in the builder: what it is and how it is configured, never a price (the server prices it). */
export interface DraftLine {
  productId: number;
  productTitle: string;
  size: string;
  medium: string;
  frame: string;
  quantity: number;
}

/** The builder's state: the client, the project, notes and the prints. */
export interface QuoteDraft {
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  /** '' for none. */
  projectId: string;
  notes: string;
  lines: DraftLine[];
}

export const EMPTY_DRAFT: QuoteDraft = { clientName: '', clientEmail: '', clientPhone: '', projectId: '', notes: '', lines: [] };

/** A saved draft back in the builder, to change it. */
export function draftOf(quote: ApiQuote): QuoteDraft {
  return {
    clientName: quote.clientName,
    clientEmail: quote.clientEmail,
    clientPhone: quote.clientPhone ?? '',
    projectId: quote.projectId === null ? '' : String(quote.projectId),
    notes: quote.notes,
    lines: quote.items.map(({ productId, productTitle, size, medium, frame, quantity }) => ({ productId, productTitle, size, medium, frame, quantity })),
  };
}

/** The same print configured the same way is one line, its quantities added. */
export function withLine(lines: readonly DraftLine[], line: DraftLine): DraftLine[] {
  const same = (other: DraftLine) => other.productId === line.productId && other.size === line.size && other.medium === line.medium && other.frame === line.frame;
  if (!lines.some(same)) return [...lines, line];
  return lines.map((other) => (same(other) ? { ...other, quantity: other.quantity + line.quantity } : other));
}

/** What the gateway takes: blank phone is none; the lines without their titles. */
export function fieldsOf(draft: QuoteDraft): QuoteFields {
  const phone = draft.clientPhone.trim();
  return {
    projectId: draft.projectId === '' ? null : Number(draft.projectId),
    clientName: draft.clientName,
    clientEmail: draft.clientEmail,
    clientPhone: phone === '' ? null : phone,
    notes: draft.notes,
    items: draft.lines.map(({ productId, size, medium, frame, quantity }) => ({ productId, size, medium, frame, quantity })),
  };
}
