import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  QuoteSent,
  type CreateQuote,
  type ListQuotes,
  type ParsedRequestOf,
  type Quote,
  type QuoteFields,
  type QuoteStatus,
  type ReplyOf,
  type GetQuotePdf,
  type UpdateQuote,
} from '@shop/contracts';
import { conflict, notFound, OutboxRelayRunner, type OutboxTransaction, type RequestContext } from '@shop/messaging';
import { QueryFailedError, type DataSource, type EntityManager } from 'typeorm';
import { TRADE_CONFIG, type TradeConfig } from '../config';
import { designerName, type DesignerRow } from '../designers/designer-rows';
import { signedInDesigner } from '../designers/signed-in-designer';
import { newSecretToken } from '../tokens/secret-tokens';
import { newQuoteNumber, revisionNumber } from './quote-numbers';
import { quotePdf } from './quote-pdf';
import { QuotePricing, type PricedQuote } from './quote-pricing';
import { configuredLines, QUOTE_COLUMNS, toQuote, type QuoteRow } from './quote-rows';

const DAY_MS = 24 * 60 * 60 * 1000;
const UNIQUE_VIOLATION = '23505';
const NOT_YOURS = 'No quote of yours with this id';
const STALE = 'The quote was changed meanwhile; reload it';

/**
 * The signed-in designer's quotes: theirs only (anyone else's is not found). Only a draft
 * changes, repriced each time; sending prices it once more and freezes it, makes the client's
 * private link and emails it. Every state change names the version the designer saw.
 */
@Injectable()
export class QuotesService {
  private readonly storefront: string;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(TRADE_CONFIG) private readonly config: TradeConfig,
    private readonly outbox: OutboxRelayRunner,
    private readonly pricing: QuotePricing,
  ) {
    this.storefront = config.STOREFRONT_URL.replace(/\/$/, '');
  }

  async list(ctx: RequestContext, query: ParsedRequestOf<typeof ListQuotes>): Promise<Quote[]> {
    const designer = await signedInDesigner(this.db, ctx);
    const rows: QuoteRow[] = await this.db.query(
      `SELECT * FROM (SELECT ${QUOTE_COLUMNS} FROM designer_quotes q WHERE q.designer_id = $1) q
        WHERE ($2::text IS NULL OR q.status = $2) AND ($3::int IS NULL OR q.project_id = $3)
        ORDER BY q.created_at DESC, q.id DESC`,
      [designer.id, query.status ?? null, query.projectId ?? null],
    );
    return rows.map(toQuote);
  }

  async get(ctx: RequestContext, id: number): Promise<Quote> {
    const designer = await signedInDesigner(this.db, ctx);
    return toQuote(await this.own(this.db.manager, designer.id, id));
  }

  async create(ctx: RequestContext, { fields }: ParsedRequestOf<typeof CreateQuote>): Promise<Quote> {
    const designer = await signedInDesigner(this.db, ctx);
    await this.ownProject(designer.id, fields.projectId);
    const percent = this.percentOf(designer);
    const priced = await this.pricing.price(ctx, fields.items, percent);
    // A new number is drawn until one is free (a repeat is rare: 24 million a month).
    for (let attempt = 1; ; attempt++) {
      const baseNumber = newQuoteNumber();
      try {
        const id = await this.insert(this.db.manager, designer.id, fields, priced, percent, baseNumber, 1);
        return toQuote(await this.own(this.db.manager, designer.id, id));
      } catch (error) {
        if (!(attempt < 5 && error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION)) throw error;
      }
    }
  }

  async update(ctx: RequestContext, { id, version, fields }: ParsedRequestOf<typeof UpdateQuote>): Promise<Quote> {
    const designer = await signedInDesigner(this.db, ctx);
    await this.ownProject(designer.id, fields.projectId);
    const percent = this.percentOf(designer);
    const priced = await this.pricing.price(ctx, fields.items, percent);
    return this.db.transaction(async (manager) => {
      await this.lockedIn(manager, designer.id, id, version, ['draft']);
      await manager.query(
        `UPDATE designer_quotes SET project_id = $2, client_name = $3, client_email = $4, client_phone = $5, notes = $6, items = $7,
           total_paise = $8, discount_paise = $9, final_paise = $10, discount_percent = $11, version = version + 1, updated_at = now()
         WHERE id = $1`,
        [id, fields.projectId, fields.clientName, fields.clientEmail, fields.clientPhone, fields.notes, JSON.stringify(priced.items), priced.totalAmount, priced.discountApplied, priced.finalAmount, percent],
      );
      return toQuote(await this.own(manager, designer.id, id));
    });
  }

  /**
   * Prices the draft once more and freezes it; it expires TRADE_QUOTE_VALID_DAYS from now; the
   * client's link is made (its token leaves only in the email) and the email with the PDF
   * requested. Sending a revision withdraws the earlier versions still open.
   */
  async send(ctx: RequestContext, id: number, version: number): Promise<Quote> {
    const designer = await signedInDesigner(this.db, ctx);
    const draft = await this.own(this.db.manager, designer.id, id);
    const percent = this.percentOf(designer);
    const priced = await this.pricing.price(ctx, configuredLines(draft.items), percent);
    return this.outbox.transaction(ctx, async (tx) => {
      await this.lockedIn(tx.manager, designer.id, id, version, ['draft']);
      const { token, hash } = newSecretToken();
      await tx.manager.query(
        `UPDATE designer_quotes SET items = $2, total_paise = $3, discount_paise = $4, final_paise = $5, discount_percent = $6,
           status = 'sent', link_token_hash = $7, sent_at = now(), expires_at = $8, version = version + 1, updated_at = now()
         WHERE id = $1`,
        [id, JSON.stringify(priced.items), priced.totalAmount, priced.discountApplied, priced.finalAmount, percent, hash, new Date(Date.now() + this.config.TRADE_QUOTE_VALID_DAYS * DAY_MS)],
      );
      await tx.manager.query(
        `UPDATE designer_quotes SET status = 'withdrawn', version = version + 1, updated_at = now()
          WHERE base_number = $1 AND revision < $2 AND status IN ('sent', 'accepted') AND expires_at > now()`,
        [draft.base_number, draft.revision],
      );
      const sent = await this.own(tx.manager, designer.id, id);
      await this.emailClient(tx, sent, designer, token);
      return toQuote(sent);
    });
  }

  /** A sent or accepted quote not yet ordered: its link then shows it withdrawn. */
  async withdraw(ctx: RequestContext, id: number, version: number): Promise<Quote> {
    const designer = await signedInDesigner(this.db, ctx);
    return this.db.transaction(async (manager) => {
      await this.lockedIn(manager, designer.id, id, version, ['sent', 'accepted']);
      await manager.query(`UPDATE designer_quotes SET status = 'withdrawn', version = version + 1, updated_at = now() WHERE id = $1`, [id]);
      return toQuote(await this.own(manager, designer.id, id));
    });
  }

  /** A new draft of the same prints under the next revision's number, priced now at the designer's tier now. */
  async revise(ctx: RequestContext, id: number): Promise<Quote> {
    const designer = await signedInDesigner(this.db, ctx);
    const quote = await this.own(this.db.manager, designer.id, id);
    if (quote.status === 'draft') throw conflict('A draft is changed, not revised');
    if (quote.status === 'converted') throw conflict('An ordered quote is final');
    const percent = this.percentOf(designer);
    const priced = await this.pricing.price(ctx, configuredLines(quote.items), percent);
    const fields: QuoteFields = {
      projectId: quote.project_id,
      clientName: quote.client_name,
      clientEmail: quote.client_email,
      clientPhone: quote.client_phone,
      notes: quote.notes,
      items: configuredLines(quote.items),
    };
    return this.db.transaction(async (manager) => {
      // The revisions of one quote are numbered one after another, whoever revises at the same time.
      await manager.query(`SELECT 1 FROM designer_quotes WHERE base_number = $1 FOR UPDATE`, [quote.base_number]);
      const [{ next }]: Array<{ next: number }> = await manager.query(`SELECT max(revision) + 1 AS next FROM designer_quotes WHERE base_number = $1`, [quote.base_number]);
      const revised = await this.insert(manager, designer.id, fields, priced, percent, quote.base_number, next);
      return toQuote(await this.own(manager, designer.id, revised));
    });
  }

  async pdf(ctx: RequestContext, id: number): Promise<ReplyOf<typeof GetQuotePdf>> {
    const designer = await signedInDesigner(this.db, ctx);
    const quote = await this.own(this.db.manager, designer.id, id);
    const { fileName, pdf } = await quotePdf(quote, { name: designerName(designer), companyName: designer.company_name });
    return { fileName, pdfBase64: pdf.toString('base64') };
  }

  private percentOf(designer: DesignerRow): number {
    return this.config.TRADE_TIER_DISCOUNTS[designer.discount_tier];
  }

  private async emailClient(tx: OutboxTransaction, quote: QuoteRow, designer: DesignerRow, token: string): Promise<void> {
    const from = { name: designerName(designer), companyName: designer.company_name };
    const { fileName, pdf } = await quotePdf(quote, from);
    await tx.emit(QuoteSent, {
      quoteNumber: quote.quote_number,
      clientEmail: quote.client_email,
      clientName: quote.client_name,
      designerName: from.name,
      designerCompany: from.companyName,
      finalAmount: Number(quote.final_paise),
      expiresAt: quote.expires_at.toISOString(),
      link: `${this.storefront}/quote/${token}`,
      fileName,
      pdfBase64: pdf.toString('base64'),
    });
  }

  private async insert(manager: EntityManager, designerId: number, fields: QuoteFields, priced: PricedQuote, percent: number, baseNumber: string, revision: number): Promise<number> {
    const [{ id }]: Array<{ id: number }> = await manager.query(
      `INSERT INTO designer_quotes (designer_id, project_id, base_number, revision, quote_number, client_name, client_email, client_phone, notes, items,
         total_paise, discount_paise, final_paise, discount_percent, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
      [
        designerId,
        fields.projectId,
        baseNumber,
        revision,
        revisionNumber(baseNumber, revision),
        fields.clientName,
        fields.clientEmail,
        fields.clientPhone,
        fields.notes,
        JSON.stringify(priced.items),
        priced.totalAmount,
        priced.discountApplied,
        priced.finalAmount,
        percent,
        // A draft's expiry, shown as it would be if sent now; sending sets it anew.
        new Date(Date.now() + this.config.TRADE_QUOTE_VALID_DAYS * DAY_MS),
      ],
    );
    return id;
  }

  private async own(manager: EntityManager, designerId: number, id: number): Promise<QuoteRow> {
    const [row]: QuoteRow[] = await manager.query(`SELECT ${QUOTE_COLUMNS} FROM designer_quotes q WHERE q.id = $1 AND q.designer_id = $2`, [id, designerId]);
    if (!row) throw notFound(NOT_YOURS);
    return row;
  }

  /** The designer's quote locked for this transaction, at the version they saw and in one of these states (as read now). */
  private async lockedIn(manager: EntityManager, designerId: number, id: number, version: number, states: QuoteStatus[]): Promise<QuoteRow> {
    const [row]: QuoteRow[] = await manager.query(`SELECT ${QUOTE_COLUMNS} FROM designer_quotes q WHERE q.id = $1 AND q.designer_id = $2 FOR UPDATE`, [id, designerId]);
    if (!row) throw notFound(NOT_YOURS);
    if (!states.includes(row.status)) throw conflict(`The quote is ${row.status}; this applies only to a quote that is ${states.join(' or ')}`);
    if (row.version !== version) throw conflict(STALE);
    return row;
  }

  private async ownProject(designerId: number, projectId: number | null): Promise<void> {
    if (projectId === null) return;
    const found: unknown[] = await this.db.query(`SELECT 1 FROM designer_projects WHERE id = $1 AND designer_id = $2`, [projectId, designerId]);
    if (found.length === 0) throw notFound('No project of yours with this id');
  }
}
