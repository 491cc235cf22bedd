import { carrierSchema, describeIssues, orderNumberSchema, trackingNumberSchema } from '@shop/contracts';
import { CsvError, parse } from 'csv-parse/sync';
import { z } from 'zod';

/** A row of the shipping CSV: its line in the file, and the shipment or why it cannot be one. */
export type ShippingRow =
  | { line: number; ok: true; orderNumber: string; carrier: string; trackingNumber: string }
  | { line: number; ok: false; orderNumber: string; error: string };

const EXPECTED_HEADER = ['order number', 'carrier', 'tracking number'];
const rowSchema = z.object({ orderNumber: orderNumberSchema, carrier: carrierSchema, trackingNumber: trackingNumberSchema });

/**
 * The records of a CSV text, each with the line it ends on (csv-parse: RFC 4180 quoting, a BOM,
 * CRLF, LF or CR, blank lines skipped; a row of another length is kept for the report to name).
 * A file csv-parse cannot read (a stray quote) is one bad record at the line it failed on.
 */
function parseCsv(text: string): Array<{ line: number; fields: string[] }> | { line: number; error: string } {
  try {
    // csv-parse's types do not follow `info: true`, which makes each record { record, info }.
    const records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      record_delimiter: ['\r\n', '\n', '\r'],
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
    return records.map(({ record, info }) => ({ line: info.lines, fields: record }));
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    return { line: (error as CsvError & { lines?: number }).lines ?? 1, error: `The file is not valid CSV: ${error.message}` };
  }
}

/**
 * The shipping CSV's rows, each checked on its own (shape only: whether the order can be shipped
 * is the service's question). A missing or wrong header is one bad row (line 1), so nothing applies.
 */
export function readShippingCsv(text: string): ShippingRow[] {
  const parsed = parseCsv(text);
  if (!Array.isArray(parsed)) return [{ line: parsed.line, ok: false, orderNumber: '', error: parsed.error }];
  const [header, ...records] = parsed;
  if (!header) return [{ line: 1, ok: false, orderNumber: '', error: 'The file is empty' }];
  const names = header.fields.map((name) => name.trim().toLowerCase());
  if (names.length !== 3 || names.some((name, i) => name !== EXPECTED_HEADER[i])) {
    return [{ line: header.line, ok: false, orderNumber: '', error: `The first line must be the header: ${EXPECTED_HEADER.join(',')}` }];
  }
  if (records.length === 0) return [{ line: 2, ok: false, orderNumber: '', error: 'The file has no rows after the header' }];
  const seen = new Map<string, number>();
  return records.map(({ line, fields }): ShippingRow => {
    const orderNumber = (fields[0] ?? '').trim().toUpperCase();
    if (fields.length !== 3) return { line, ok: false, orderNumber, error: `A row has 3 fields (order number, carrier, tracking number), this one ${fields.length}` };
    const parsed = rowSchema.safeParse({ orderNumber: fields[0], carrier: fields[1], trackingNumber: fields[2] });
    if (!parsed.success) return { line, ok: false, orderNumber, error: describeIssues(parsed.error) };
    const earlier = seen.get(parsed.data.orderNumber);
    if (earlier) return { line, ok: false, orderNumber, error: `${parsed.data.orderNumber} is already on line ${earlier}` };
    seen.set(parsed.data.orderNumber, line);
    return { line, ok: true, ...parsed.data };
  });
}
