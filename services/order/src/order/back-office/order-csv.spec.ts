import { ORDER_EXPORT_COLUMNS } from '@shop/contracts';
import { exportCsv, type ExportRow } from './order-csv';

const row: ExportRow = {
  order_number: 'ORD-1001',
  placed_at: '2026-01-31 10:05',
  status: 'shipped',
  payment_status: 'paid',
  payment_method: 'cod',
  total_paise: '149950',
  refunded_paise: '0',
  customer_name: '=HYPERLINK("http://evil.example")',
  customer_email: 'aditi@example.in',
  customer_phone: '+919876543210',
  shipping_address: '14 Lodhi Estate,\nBlock C',
  shipping_city: 'New Delhi',
  shipping_state: 'Delhi',
  shipping_pincode: '110003',
  items: '2 x Monsoon Reverie (18X14, Fine Art Paper, No Frame)',
  carrier: 'Delhivery',
  tracking_number: 'DLV1',
  shipped_at: null,
};

describe('exportCsv', () => {
  it('writes the header on the first page only, CRLF lines, money in rupees, and quotes what needs it', () => {
    const first = exportCsv([row], { header: true });
    const [header, line] = first.split('\r\n');
    expect(header).toBe(ORDER_EXPORT_COLUMNS.join(','));
    expect(line.startsWith('ORD-1001,2026-01-31 10:05,shipped,paid,cod,1499.50,0.00,')).toBe(true);
    expect(first.endsWith('\r\n')).toBe(true);
    expect(first).toContain('"14 Lodhi Estate,\nBlock C"');
    expect(exportCsv([row], { header: false }).startsWith('ORD-1001,')).toBe(true);
    expect(exportCsv([], { header: false })).toBe('');
  });

  it('makes text a spreadsheet would run as a formula inert', () => {
    const csv = exportCsv([row], { header: false });
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).toContain(",'+919876543210,");
  });
});
