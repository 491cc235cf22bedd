import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { documentNumberToSlug, GetSiteSettings, type Paise, type TaxDocumentKind, type TaxDocumentSummary } from '@shop/contracts';
import { notFound, RequestClient, staffMay, type OutboxTransaction, type RequestContext } from '@shop/messaging';
import type { DataSource, EntityManager } from 'typeorm';
import { ORDER_CONFIG, type OrderConfig } from '../config';
import type { Order } from '../order/order.entity';
import { ORDER_NOT_FOUND, ownsOrder } from '../order/orders.service';
import { documentNumber, financialYearOf, indiaDay } from './document-number';
import { buildCreditNote, buildInvoice, DEFAULT_HSN, supplierOf, type HsnOf, type TaxDocument } from './tax-document';
import { renderTaxDocumentPdf } from './tax-document-pdf';

const TABLE = { invoice: 'invoices', 'credit-note': 'credit_notes' } as const satisfies Record<TaxDocumentKind, string>;
const NO_DOCUMENT = 'Order not found, or it has no such document';

/** What an issue answers: the document's number and what it adds up to. */
export interface Issued {
  number: string;
  total: Paise;
}

interface SummaryRow {
  kind: TaxDocumentKind;
  number: string;
  issued_at: Date;
  taxable_paise: string;
  tax_paise: string;
  total_paise: string;
  invoice_number: string | null;
}

/** Who may read an order's documents: the shopper by the tracking check or as its owner, or staff. */
type Reader = { by: 'tracking'; email: string } | { by: 'owner' } | { by: 'staff' };

/**
 * GST tax invoices and credit notes. Both are issued inside the transaction of the change that
 * causes them (the order confirmed; cancelled or refunded), so an order is never confirmed
 * without its invoice nor its invoice issued for a confirmation that rolled back. The serial is
 * taken last, from the series' counter row, and held until that transaction commits: concurrent
 * issues queue on it, and a rolled-back one takes its number back with it.
 */
@Injectable()
export class InvoicesService {
  private readonly log = new Logger(InvoicesService.name);
  private readonly hsnOf: HsnOf;

  constructor(
    @Inject(ORDER_CONFIG) config: OrderConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly client: RequestClient,
  ) {
    const codes = new Map(Object.entries(config.INVOICE_HSN_CODES ?? {}).map(([medium, hsn]) => [medium.trim().toLowerCase(), hsn]));
    this.hsnOf = (medium) => codes.get(medium.trim().toLowerCase()) ?? DEFAULT_HSN;
  }

  /**
   * The order's invoice, issued as it is confirmed; the one it has when it already has one. None
   * (null, logged) while the shop's settings hold no address or GST registration: a supplier
   * without a GSTIN cannot issue a tax invoice.
   */
  async issueInvoice(ctx: RequestContext, tx: OutboxTransaction, order: Order): Promise<Issued | null> {
    const existing = await this.invoiceOf(tx.manager, order.id);
    if (existing) return { number: existing.number, total: existing.totals.total };
    const { settings } = await this.client.request(GetSiteSettings, {}, ctx);
    const supplier = supplierOf(settings);
    if (!supplier) {
      this.log.warn(`No tax invoice for ${order.orderNumber}: the shop's settings have no address or GST registration [${ctx.correlationId}]`);
      return null;
    }
    const now = new Date();
    const draft = buildInvoice(order, supplier, this.hsnOf, now, indiaDay(now));
    return this.issue(tx.manager, order, draft, now);
  }

  /**
   * A credit note for what is still uncredited of the order's invoice, as the order is cancelled;
   * or for `amount` (tax included, at most what is uncredited) as it is refunded. Null when the
   * order has no invoice or nothing of it is left to credit (a refund after a cancellation).
   */
  async issueCreditNote(tx: OutboxTransaction, order: Order, reason: string, amount?: Paise): Promise<Issued | null> {
    const invoice = await this.invoiceOf(tx.manager, order.id, true);
    if (!invoice) return null;
    const [credited] = await tx.manager.query<Array<{ taxable: string; tax: string }>>(
      `SELECT coalesce(sum(taxable_paise), 0) AS taxable, coalesce(sum(cgst_paise + sgst_paise + igst_paise), 0) AS tax FROM credit_notes WHERE invoice_id = $1`,
      [invoice.id],
    );
    const remaining = { taxableValue: invoice.totals.taxableValue - Number(credited.taxable), tax: invoice.totals.tax - Number(credited.tax) };
    const left = remaining.taxableValue + remaining.tax;
    const credit = Math.min(amount ?? left, left);
    if (credit <= 0) return null;
    const now = new Date();
    const draft = buildCreditNote(invoice, credit, remaining, reason, now, indiaDay(now));
    return this.issue(tx.manager, order, draft, now, invoice.id);
  }

  /** The documents of an order, oldest first, for its shopper (tracking or owner) or staff. */
  async list(ctx: RequestContext, orderNumber: string, reader: Reader): Promise<TaxDocumentSummary[]> {
    const orderId = await this.readableOrder(ctx, orderNumber, reader, ORDER_NOT_FOUND);
    const rows = await this.dataSource.query<SummaryRow[]>(
      `SELECT 'invoice' AS kind, number, issued_at, taxable_paise, cgst_paise + sgst_paise + igst_paise AS tax_paise, total_paise, NULL AS invoice_number, id
         FROM invoices WHERE order_id = $1
       UNION ALL
       SELECT 'credit-note', c.number, c.issued_at, c.taxable_paise, c.cgst_paise + c.sgst_paise + c.igst_paise, c.total_paise, i.number, c.id
         FROM credit_notes c JOIN invoices i ON i.id = c.invoice_id WHERE c.order_id = $1
       ORDER BY issued_at, kind DESC, id`,
      [orderId],
    );
    return rows.map((row) => ({
      kind: row.kind,
      number: row.number,
      slug: documentNumberToSlug(row.number),
      issuedAt: new Date(row.issued_at).toISOString(),
      taxableValue: Number(row.taxable_paise),
      tax: Number(row.tax_paise),
      total: Number(row.total_paise),
      invoiceNumber: row.invoice_number,
    }));
  }

  /** One document's PDF, as it was rendered when issued. */
  async pdf(ctx: RequestContext, orderNumber: string, number: string, reader: Reader): Promise<{ fileName: string; pdfBase64: string }> {
    const orderId = await this.readableOrder(ctx, orderNumber, reader, NO_DOCUMENT);
    const kind: TaxDocumentKind = number.startsWith('CN/') ? 'credit-note' : 'invoice';
    const [row] = await this.dataSource.query<Array<{ pdf: Buffer }>>(`SELECT pdf FROM ${TABLE[kind]} WHERE order_id = $1 AND number = $2`, [orderId, number]);
    if (!row) throw notFound(NO_DOCUMENT);
    return { fileName: `${documentNumberToSlug(number)}.pdf`, pdfBase64: row.pdf.toString('base64') };
  }

  /** The order's invoice PDF for its confirmation email, or null while it has none. */
  async attachment(orderId: number): Promise<{ invoice: { fileName: string; pdfBase64: string } | null }> {
    const [row] = await this.dataSource.query<Array<{ number: string; pdf: Buffer }>>(`SELECT number, pdf FROM invoices WHERE order_id = $1`, [orderId]);
    return { invoice: row ? { fileName: `${documentNumberToSlug(row.number)}.pdf`, pdfBase64: row.pdf.toString('base64') } : null };
  }

  /** Takes the next serial of the series, renders the PDF once and stores both, in the caller's transaction. */
  private async issue(manager: EntityManager, order: Order, draft: Omit<TaxDocument, 'number'>, now: Date, invoiceId?: number): Promise<Issued> {
    const year = financialYearOf(now);
    // Held from here until the transaction commits: the series' next issue waits for this one.
    const [{ last_serial: serial }] = await manager.query<Array<{ last_serial: number }>>(
      `INSERT INTO tax_document_counters (series, financial_year, last_serial) VALUES ($1, $2, 1)
       ON CONFLICT (series, financial_year) DO UPDATE SET last_serial = tax_document_counters.last_serial + 1
       RETURNING last_serial`,
      [draft.kind, year.label],
    );
    const document: TaxDocument = { ...draft, number: documentNumber(draft.kind, year.short, serial) };
    const pdf = await renderTaxDocumentPdf(document);
    const { totals } = document;
    const values = [
      order.id,
      document.number,
      year.label,
      serial,
      now,
      document.placeOfSupply.state,
      document.placeOfSupply.code,
      document.supplyType,
      totals.taxableValue,
      totals.cgst,
      totals.sgst,
      totals.igst,
      totals.total,
      JSON.stringify(document),
      pdf,
    ];
    const columns = `order_id, number, financial_year, serial, issued_at, place_of_supply, place_of_supply_code, supply_type,
                     taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise, document, pdf`;
    const placeholders = values.map((_, i) => `$${i + 1}`).join(', ');
    if (draft.kind === 'invoice') {
      await manager.query(`INSERT INTO invoices (${columns}) VALUES (${placeholders})`, values);
    } else {
      await manager.query(`INSERT INTO credit_notes (${columns}, invoice_id, reason) VALUES (${placeholders}, $16, $17)`, [...values, invoiceId, document.reason ?? '']);
    }
    return { number: document.number, total: totals.total };
  }

  private async invoiceOf(manager: EntityManager, orderId: number, lock = false): Promise<(TaxDocument & { id: number }) | null> {
    // Locked for a credit note: two credits of one invoice are taken one after the other.
    const [row] = await manager.query<Array<{ id: number; document: TaxDocument }>>(`SELECT id, document FROM invoices WHERE order_id = $1${lock ? ' FOR SHARE' : ''}`, [orderId]);
    return row ? { ...row.document, id: row.id } : null;
  }

  /** The order's id when the reader may read its documents; one 404 for an unknown order and one that is not theirs. */
  private async readableOrder(ctx: RequestContext, orderNumber: string, reader: Reader, notFoundMessage: string): Promise<number> {
    if (reader.by === 'staff') staffMay(ctx, 'orders.read');
    const [order] = await this.dataSource.query<Array<Pick<Order, 'id' | 'customerEmail' | 'checkoutReference'>>>(
      `SELECT id, customer_email AS "customerEmail", checkout_reference AS "checkoutReference" FROM orders WHERE order_number = $1`,
      [orderNumber],
    );
    if (!order) throw notFound(notFoundMessage);
    const may =
      reader.by === 'staff' ||
      (reader.by === 'tracking' && order.customerEmail.toLowerCase() === reader.email.toLowerCase()) ||
      (reader.by === 'owner' && ownsOrder(ctx, order));
    if (!may) throw notFound(notFoundMessage);
    return order.id;
  }
}
