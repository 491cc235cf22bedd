import { GST_REPORT_DOCUMENT_COLUMNS, GST_REPORT_SUMMARY_COLUMNS } from '@shop/contracts';
import { parse } from 'csv-parse/sync';
import { documentsCsv, summaryCsv, type DocumentRow } from './gst-report';

const row: DocumentRow = {
  kind: 'credit-note',
  id: 7,
  number: 'CN/26-27/000007',
  day: '2026-11-25',
  order_number: 'ORD-123456',
  against: 'INV/26-27/000123',
  recipient: '=HYPERLINK("http://evil.example")',
  place_of_supply: 'Maharashtra',
  place_of_supply_code: '27',
  supply_type: 'intra-state',
  rate: '18',
  taxable: '314900',
  cgst: '28341',
  sgst: '28341',
  igst: '0',
};

describe('the GST report CSV', () => {
  it('writes a row per document and rate in rupees, and keeps typed text from running as a formula', () => {
    const [record] = parse(documentsCsv([row], true), { columns: true }) as Array<Record<string, string>>;
    expect(Object.keys(record)).toEqual([...GST_REPORT_DOCUMENT_COLUMNS]);
    expect(record).toMatchObject({
      'Document type': 'Credit note',
      'Against invoice': 'INV/26-27/000123',
      Recipient: `'=HYPERLINK("http://evil.example")`,
      'Taxable value (INR)': '3149.00',
      'CGST (INR)': '283.41',
      'Total (INR)': '3715.82',
    });
    expect(documentsCsv([row], false).startsWith('Credit note,')).toBe(true);
  });

  it('nets credit notes off in the summary, which may go below zero', () => {
    const csv = summaryCsv([{ place_of_supply: 'Delhi', place_of_supply_code: '07', supply_type: 'inter-state', rate: '18', invoices: '0', credit_notes: '1', taxable: '-10000', cgst: '0', sgst: '0', igst: '-1800' }]);
    const [record] = parse(csv, { columns: true }) as Array<Record<string, string>>;
    expect(Object.keys(record)).toEqual([...GST_REPORT_SUMMARY_COLUMNS]);
    expect(record).toMatchObject({ 'Net taxable value (INR)': '-100.00', 'Net IGST (INR)': '-18.00', 'Net total (INR)': '-118.00', 'Credit notes': '1' });
  });
});
