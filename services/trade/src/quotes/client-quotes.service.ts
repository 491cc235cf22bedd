import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PlaceQuoteOrder, type ClientQuote, type OrderQuote, type ParsedRequestOf, type ReplyOf, type RespondToQuote } from '@shop/contracts';
import { conflict, notFound, RequestClient, type RequestContext } from '@shop/messaging';
import type { DataSource, EntityManager } from 'typeorm';
import { hashOfToken } from '../tokens/secret-tokens';
import { QUOTE_COLUMNS, toClientQuote, type QuoteRow } from './quote-rows';

/** One answer for a token that names nothing, a tampered one and (they have no link) a draft. */
const NOT_A_LINK = 'This quote link is not valid';

type LinkedQuote = QuoteRow & { designer_first_name: string; designer_last_name: string; designer_company: string };

const LINKED_QUOTE = `SELECT ${QUOTE_COLUMNS}, d.first_name AS designer_first_name, d.last_name AS designer_last_name, d.company_name AS designer_company
  FROM designer_quotes q JOIN designers d ON d.id = q.designer_id WHERE q.link_token_hash = $1`;

const WHY_NOT: Record<string, string> = {
  draft: 'This quote is not open',
  sent: 'Please accept the quote before ordering it',
  accepted: 'This quote is open',
  declined: 'This quote was declined',
  expired: 'This quote has expired; please ask your designer for a new one',
  withdrawn: 'Your designer withdrew this quote; please ask them for a new one',
  converted: 'This quote is ordered already',
};

const clientView = (row: LinkedQuote): ClientQuote =>
  toClientQuote(row, { name: `${row.designer_first_name} ${row.designer_last_name}`, companyName: row.designer_company });

/**
 * The client's side of a quote, through its private link: the token is the only key, and it opens
 * that one quote (looked up by the token's hash). The client accepts or declines a sent quote and
 * orders an accepted one at its frozen prices; the order service places it.
 */
@Injectable()
export class ClientQuotesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly client: RequestClient,
  ) {}

  async get(token: string): Promise<ClientQuote> {
    return clientView(await this.linked(this.db.manager, token));
  }

  respond(request: ParsedRequestOf<typeof RespondToQuote>): Promise<ClientQuote> {
    return this.db.transaction(async (manager) => {
      const quote = await this.linked(manager, request.token, { lock: true });
      if (quote.status !== 'sent') throw conflict(quote.status === 'accepted' || quote.status === 'declined' ? `This quote was ${quote.status} already` : WHY_NOT[quote.status]);
      await manager.query(
        `UPDATE designer_quotes SET status = $2, responded_at = now(), decline_reason = $3, version = version + 1, updated_at = now() WHERE id = $1`,
        [quote.id, request.response === 'accept' ? 'accepted' : 'declined', request.response === 'decline' ? (request.reason ?? null) : null],
      );
      return clientView(await this.linked(manager, request.token));
    });
  }

  /**
   * Orders an accepted quote at its frozen prices for the customer the caller's checkout names.
   * The quote stays locked while the order service places the order, so it cannot be withdrawn
   * meanwhile. Ordering a converted quote again asks the order service again: it answers the
   * same order to the browser that placed it, and 409 to anyone else.
   */
  order(ctx: RequestContext, { token, ...order }: ParsedRequestOf<typeof OrderQuote>): Promise<ReplyOf<typeof OrderQuote>> {
    return this.db.transaction(async (manager) => {
      const quote = await this.linked(manager, token, { lock: true });
      if (quote.status !== 'accepted' && quote.status !== 'converted') throw conflict(WHY_NOT[quote.status]);
      const placed = await this.client.request(
        PlaceQuoteOrder,
        {
          ...order,
          quoteNumber: quote.quote_number,
          designerId: quote.designer_id,
          items: quote.items.map((item) => ({
            productId: item.productId,
            productTitle: item.productTitle,
            size: item.size,
            medium: item.medium,
            framing: item.frame,
            quantity: item.quantity,
            unitPrice: item.unitPrice,
          })),
        },
        ctx,
      );
      const orderNumber = placed.order.orderNumber;
      await manager.query(
        `UPDATE designer_quotes SET status = 'converted', order_number = $2, version = version + 1, updated_at = now() WHERE id = $1 AND status <> 'converted'`,
        [quote.id, orderNumber],
      );
      // The order is the trade service's own from now on: its placing and cancelling move the designer's revenue.
      await manager.query(`INSERT INTO trade_orders (order_number, designer_id, quote_number) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [
        orderNumber,
        quote.designer_id,
        quote.quote_number,
      ]);
      return { orderNumber, redirectUrl: placed.redirectUrl };
    });
  }

  private async linked(manager: EntityManager, token: string, { lock = false } = {}): Promise<LinkedQuote> {
    const [row]: LinkedQuote[] = await manager.query(`${LINKED_QUOTE}${lock ? ' FOR UPDATE OF q' : ''}`, [hashOfToken(token)]);
    if (!row) throw notFound(NOT_A_LINK);
    return row;
  }
}
