import { ORDER_EXPORT_COLUMNS, toRupees } from '@shop/contracts';
import { stringify } from 'csv-stringify/sync';

/** An order as the export query reads it. */
export interface ExportRow {
  order_number: string;
  placed_at: string;
  status: string;
  payment_status: string;
  payment_method: string;
  total_paise: string;
  refunded_paise: string;
  customer_name: string | null;
  customer_email: string;
  customer_phone: string | null;
  shipping_address: string;
  shipping_city: string;
  shipping_state: string;
  shipping_pincode: string;
  items: string;
  carrier: string | null;
  tracking_number: string | null;
  shipped_at: string | null;
}

/**
 * Text a shopper or staff member typed that a spreadsheet would run as a formula (=, +, -, @,
 * tab, CR first) is prefixed with a quote (OWASP's CSV injection advice).
 */
export function inert(value: string | null): string | null {
  return value !== null && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** An export record, in ORDER_EXPORT_COLUMNS' order; money in rupees. */
function exportRecord(row: ExportRow): Array<string | null> {
  return [
    row.order_number,
    row.placed_at,
    row.status,
    row.payment_status,
    row.payment_method,
    toRupees(Number(row.total_paise)).toFixed(2),
    toRupees(Number(row.refunded_paise)).toFixed(2),
    inert(row.customer_name),
    inert(row.customer_email),
    inert(row.customer_phone),
    inert(row.shipping_address),
    inert(row.shipping_city),
    inert(row.shipping_state),
    row.shipping_pincode,
    inert(row.items),
    inert(row.carrier),
    inert(row.tracking_number),
    row.shipped_at,
  ];
}

/**
 * A page of the export as CSV text (csv-stringify; CRLF lines, and any field holding a line
 * break quoted, as spreadsheets expect); the first page starts with the header line.
 */
export function exportCsv(rows: ExportRow[], { header }: { header: boolean }): string {
  return stringify(rows.map(exportRecord), {
    header,
    columns: [...ORDER_EXPORT_COLUMNS],
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
  });
}
