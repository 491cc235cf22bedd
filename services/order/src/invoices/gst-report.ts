import { GST_REPORT_DOCUMENT_COLUMNS, GST_REPORT_SUMMARY_COLUMNS, toRupees } from '@shop/contracts';
import { stringify } from 'csv-stringify/sync';
import { inert } from '../order/back-office/order-csv';

/** One document and tax rate, as the report's query reads it (money in paise, as text). */
export interface DocumentRow {
  kind: 'invoice' | 'credit-note';
  id: number;
  number: string;
  day: string;
  order_number: string;
  against: string | null;
  recipient: string;
  place_of_supply: string;
  place_of_supply_code: string | null;
  supply_type: string;
  rate: string;
  taxable: string;
  cgst: string;
  sgst: string;
  igst: string;
}

/** A place of supply and rate over the month, credit notes netted off. */
export interface SummaryRow {
  place_of_supply: string;
  place_of_supply_code: string | null;
  supply_type: string;
  rate: string;
  invoices: string;
  credit_notes: string;
  taxable: string;
  cgst: string;
  sgst: string;
  igst: string;
}

const rupees = (paise: string | number) => toRupees(Number(paise)).toFixed(2);

const csv = (records: Array<Array<string | null>>, columns: readonly string[], header: boolean) =>
  stringify(records, { header, columns: [...columns], record_delimiter: 'windows', quoted_match: /[\r\n]/ });

/** A page of the documents view; the first page starts with the header line. */
export function documentsCsv(rows: DocumentRow[], header: boolean): string {
  return csv(
    rows.map((row) => [
      row.kind === 'invoice' ? 'Invoice' : 'Credit note',
      row.number,
      row.day,
      row.order_number,
      row.against,
      // The shopper typed their name and state: kept from running as a spreadsheet formula.
      inert(row.recipient),
      inert(row.place_of_supply),
      row.place_of_supply_code,
      row.supply_type,
      String(Number(row.rate)),
      rupees(row.taxable),
      rupees(row.cgst),
      rupees(row.sgst),
      rupees(row.igst),
      rupees(Number(row.taxable) + Number(row.cgst) + Number(row.sgst) + Number(row.igst)),
    ]),
    GST_REPORT_DOCUMENT_COLUMNS,
    header,
  );
}

/** The summary view, whole. */
export function summaryCsv(rows: SummaryRow[]): string {
  return csv(
    rows.map((row) => [
      inert(row.place_of_supply),
      row.place_of_supply_code,
      row.supply_type,
      String(Number(row.rate)),
      row.invoices,
      row.credit_notes,
      rupees(row.taxable),
      rupees(row.cgst),
      rupees(row.sgst),
      rupees(row.igst),
      rupees(Number(row.taxable) + Number(row.cgst) + Number(row.sgst) + Number(row.igst)),
    ]),
    GST_REPORT_SUMMARY_COLUMNS,
    true,
  );
}
