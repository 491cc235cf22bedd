import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { GST_REPORT_PAGE_SIZE, type GetGstReportPage, type ParsedRequestOf, type TaxDocumentKind } from '@shop/contracts';
import { OutboxRelayRunner, recordStaffAction, staffMay, type RequestContext } from '@shop/messaging';
import type { DataSource } from 'typeorm';
import { SHOP_TIME_ZONE } from '../order/back-office/order-filters';
import { documentsCsv, summaryCsv, type DocumentRow, type SummaryRow } from './gst-report';

type Cursor = { kind: TaxDocumentKind; id: number };

/** The month's first instant and the next month's, India time, as SQL parameters. */
function monthRange(month: string): [string, string] {
  const [year, m] = month.split('-').map(Number);
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return [`${month}-01`, `${next}-01`];
}

const IN_MONTH = `issued_at >= ($1::timestamp AT TIME ZONE '${SHOP_TIME_ZONE}') AND issued_at < ($2::timestamp AT TIME ZONE '${SHOP_TIME_ZONE}')`;

/** A document's lines by tax rate: the report's rows hold taxable value and tax per rate. */
const BY_RATE = `
  CROSS JOIN LATERAL jsonb_array_elements(d.document -> 'lines') AS line
  GROUP BY d.id, d.number, d.issued_at, d.document, d.place_of_supply, d.place_of_supply_code, d.supply_type, (line ->> 'rate')`;
const RATE_SUMS = `(line ->> 'rate') AS rate,
  sum((line ->> 'taxableValue')::bigint) AS taxable, sum((line ->> 'cgst')::bigint) AS cgst,
  sum((line ->> 'sgst')::bigint) AS sgst, sum((line ->> 'igst')::bigint) AS igst`;

/**
 * The accountant's monthly GST report (India's calendar month): every invoice and credit note
 * with its taxable value and tax by rate and place of supply, or the month's totals by place of
 * supply and rate with credit notes netted off. Staff with 'orders.read'; each download is logged.
 */
@Injectable()
export class GstReportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxRelayRunner,
  ) {}

  async page(ctx: RequestContext, request: ParsedRequestOf<typeof GetGstReportPage>): Promise<{ csv: string; next: Cursor | null }> {
    staffMay(ctx, 'orders.read');
    // Logged once per download: its first page.
    if (!request.cursor) {
      await this.outbox.transaction(ctx, (tx) =>
        recordStaffAction(tx, ctx, {
          action: 'gst-report.export',
          entity: 'gst-report',
          entityId: request.month,
          summary: `Downloaded the GST report (${request.view}) for ${request.month}`,
          before: null,
          after: null,
        }),
      );
    }
    const range = monthRange(request.month);
    if (request.view === 'summary') return { csv: summaryCsv(await this.summary(range)), next: null };
    return this.documents(range, request.cursor);
  }

  /** Invoices by id, then credit notes by id: a page of at most GST_REPORT_PAGE_SIZE documents. */
  private async documents(range: [string, string], cursor: Cursor | undefined): Promise<{ csv: string; next: Cursor | null }> {
    const rows: DocumentRow[] = [];
    let taken = 0;
    let last: Cursor | null = null;
    for (const kind of ['invoice', 'credit-note'] as const) {
      if (cursor?.kind === 'credit-note' && kind === 'invoice') continue;
      const after = cursor?.kind === kind ? cursor.id : 0;
      const limit = GST_REPORT_PAGE_SIZE - taken;
      if (limit === 0) break;
      const page = await this.dataSource.query<DocumentRow[]>(
        kind === 'invoice'
          ? `WITH d AS (SELECT * FROM invoices WHERE ${IN_MONTH} AND id > $3 ORDER BY id LIMIT $4)
             SELECT 'invoice' AS kind, d.id, d.number, to_char(d.issued_at AT TIME ZONE '${SHOP_TIME_ZONE}', 'YYYY-MM-DD') AS day,
                    d.document -> 'order' ->> 'number' AS order_number, NULL AS against, d.document -> 'recipient' ->> 'name' AS recipient,
                    d.place_of_supply, d.place_of_supply_code, d.supply_type, ${RATE_SUMS}
               FROM d ${BY_RATE} ORDER BY d.id, rate`
          : `WITH d AS (SELECT * FROM credit_notes WHERE ${IN_MONTH} AND id > $3 ORDER BY id LIMIT $4)
             SELECT 'credit-note' AS kind, d.id, d.number, to_char(d.issued_at AT TIME ZONE '${SHOP_TIME_ZONE}', 'YYYY-MM-DD') AS day,
                    d.document -> 'order' ->> 'number' AS order_number, d.document -> 'against' ->> 'number' AS against, d.document -> 'recipient' ->> 'name' AS recipient,
                    d.place_of_supply, d.place_of_supply_code, d.supply_type, ${RATE_SUMS}
               FROM d ${BY_RATE} ORDER BY d.id, rate`,
        [...range, after, limit],
      );
      rows.push(...page);
      const documents = new Set(page.map((row) => row.id)).size;
      taken += documents;
      if (page.length) last = { kind, id: page.at(-1)!.id };
    }
    return { csv: documentsCsv(rows, !cursor), next: taken === GST_REPORT_PAGE_SIZE && last ? last : null };
  }

  private summary(range: [string, string]): Promise<SummaryRow[]> {
    return this.dataSource.query<SummaryRow[]>(
      `WITH lines AS (
         SELECT 'invoice' AS kind, d.id, d.place_of_supply, d.place_of_supply_code, d.supply_type, 1 AS sign, line
           FROM invoices d CROSS JOIN LATERAL jsonb_array_elements(d.document -> 'lines') AS line WHERE ${IN_MONTH}
         UNION ALL
         SELECT 'credit-note', d.id, d.place_of_supply, d.place_of_supply_code, d.supply_type, -1, line
           FROM credit_notes d CROSS JOIN LATERAL jsonb_array_elements(d.document -> 'lines') AS line WHERE ${IN_MONTH}
       )
       SELECT place_of_supply, place_of_supply_code, supply_type, (line ->> 'rate') AS rate,
              count(DISTINCT id) FILTER (WHERE kind = 'invoice') AS invoices, count(DISTINCT id) FILTER (WHERE kind = 'credit-note') AS credit_notes,
              sum(sign * (line ->> 'taxableValue')::bigint) AS taxable, sum(sign * (line ->> 'cgst')::bigint) AS cgst,
              sum(sign * (line ->> 'sgst')::bigint) AS sgst, sum(sign * (line ->> 'igst')::bigint) AS igst
         FROM lines
        GROUP BY place_of_supply, place_of_supply_code, supply_type, (line ->> 'rate')
        ORDER BY place_of_supply, supply_type, rate`,
      range,
    );
  }
}
