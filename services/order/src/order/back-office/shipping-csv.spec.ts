import { readShippingCsv } from './shipping-csv';

const HEADER = 'Order number,Carrier,Tracking number';

describe('readShippingCsv', () => {
  it('reads quoted fields, CRLF, LF and a BOM, skips blank lines, and names each row by its line', () => {
    const rows = readShippingCsv(`\uFEFF${HEADER}\r\nord-1001,"Delhivery, Surface",D1\r\n\r\nORD-1002,"Blue ""Dart""",B2\nORD-1003,India Post,\n`);
    expect(rows).toEqual([
      { line: 2, ok: true, orderNumber: 'ORD-1001', carrier: 'Delhivery, Surface', trackingNumber: 'D1' },
      { line: 4, ok: true, orderNumber: 'ORD-1002', carrier: 'Blue "Dart"', trackingNumber: 'B2' },
      { line: 5, ok: false, orderNumber: 'ORD-1003', error: expect.stringContaining('trackingNumber is required') },
    ]);
  });

  it('reports rows of another length, repeated orders, a wrong header and a file csv-parse cannot read', () => {
    expect(readShippingCsv(`${HEADER}\nORD-1001,Delhivery\nORD-1002,Delhivery,D2\nORD-1002,Delhivery,D3\n`)).toEqual([
      { line: 2, ok: false, orderNumber: 'ORD-1001', error: 'A row has 3 fields (order number, carrier, tracking number), this one 2' },
      { line: 3, ok: true, orderNumber: 'ORD-1002', carrier: 'Delhivery', trackingNumber: 'D2' },
      { line: 4, ok: false, orderNumber: 'ORD-1002', error: 'ORD-1002 is already on line 3' },
    ]);
    expect(readShippingCsv('order,carrier,tracking\nORD-1001,Delhivery,D1\n')).toMatchObject([{ line: 1, ok: false, error: expect.stringContaining('header') }]);
    expect(readShippingCsv(`${HEADER}\nORD-1001,"Delhivery"x,D1\n`)).toMatchObject([{ line: 2, ok: false, error: expect.stringMatching(/^The file is not valid CSV/) }]);
    expect(readShippingCsv('')).toMatchObject([{ line: 1, ok: false, error: 'The file is empty' }]);
    expect(readShippingCsv(`${HEADER}\n`)).toMatchObject([{ line: 2, ok: false, error: 'The file has no rows after the header' }]);
  });
});
