import 'reflect-metadata';
import { GST_REPORT_DOCUMENT_COLUMNS, GST_REPORT_SUMMARY_COLUMNS, type ApiAdminOrder, type ApiAuditEntry, type ApiTaxDocument } from '@shop/contracts';
import { shopper, until, type CapturedEmail } from '@shop/testing';
import { parse } from 'csv-parse/sync';
import { codOrderBody, phonePeCheckoutBody, startCheckout, type Checkout } from '../support/checkout';
import { orderNumber, startShop, type Shop } from '../support/shop';
import { asStaff, ownerOf, staffAs, type SignedInStaff } from '../support/staff';
import { pdfText } from './pdf-text';

/** The shop trades from Mumbai: Maharashtra, GST state code 27. */
const SETTINGS = {
  shopName: 'Curated Art & Decor',
  contact: { email: 'hello@curatedartdecor.in', phone: '+91 98200 12345' },
  socialLink: null,
  address: { line: '5 Kala Ghoda, Fort', city: 'Mumbai', state: 'Maharashtra', pincode: '400001' },
  gst: { legalName: 'Curated Art Decor Private Limited', gstin: '27AAPFU0939F1ZV' },
};
const MUMBAI = { shippingAddress: '22 Carter Road, Bandra West', shippingCity: 'Mumbai', shippingState: 'Maharashtra', shippingPincode: '400050' };
const DELHI = { shippingAddress: '14 Lodhi Estate', shippingCity: 'New Delhi', shippingState: 'Delhi', shippingPincode: '110003' };

/** India's day today, as the invoice dates it ("24 November 2026") and as the report's month ("2026-11"). */
const indiaToday = () => new Date().toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
const indiaMonth = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' }).format(new Date());

/** maildev's JSON names each attachment; the shop's CapturedEmail type leaves them out. */
type EmailWithAttachments = CapturedEmail & { attachments?: Array<{ fileName?: string; generatedFileName?: string; contentType: string }> };

/**
 * GST tax invoices and credit notes through the gateway (issue 22): shoppers order through the
 * checkout, staff confirm, cancel and refund in the back office, and the documents are read back
 * as a shopper, staff and the accountant read them, the PDFs' text extracted.
 */
describe('GST tax invoices and credit notes', () => {
  let shop: Shop;
  let owner: SignedInStaff;
  let fulfilment: SignedInStaff;
  let checkout: Checkout;
  const email = `gst.${Date.now()}@example.in`;
  let nextClient = 1;

  beforeAll(async () => {
    // 200 confirmations at once queue on one invoice counter: each waits its turn in the order service.
    shop = await startShop({ gateway: { REQUEST_TIMEOUT_MS: '60000' } });
    owner = await ownerOf(shop);
    fulfilment = await staffAs(shop, 'fulfilment');
    checkout = await startCheckout(shop.base, shopper(email), { 'x-forwarded-for': '198.51.100.1' });
  }, 120_000);

  afterAll(() => shop?.stop());

  const json = async <T>(res: Response, status = 200): Promise<T> => {
    const text = await res.text();
    if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${text}`);
    return JSON.parse(text) as T;
  };
  const as = (who: SignedInStaff, path: string, body?: unknown) => asStaff(shop, who.cookie, path, body === undefined ? {} : { method: 'POST', body });
  const saveSettings = async () => {
    const { version } = await json<{ version: number }>(await as(owner, '/api/admin/settings'));
    await json(await asStaff(shop, owner.cookie, '/api/admin/settings', { method: 'PUT', body: { version, settings: SETTINGS } }));
  };

  /** A cash-on-delivery order of two prints to `address`, each from a client of its own (orders are rate limited per client). */
  async function place(address: Record<string, string>): Promise<string> {
    const client = { 'x-forwarded-for': `198.51.${100 + Math.floor(nextClient / 250)}.${(nextClient++ % 250) + 1}` };
    const number = orderNumber() + String(nextClient);
    await json(await shop.post('/api/orders', codOrderBody(checkout.customerId, number, address), { ...checkout.headers, ...client }));
    return number;
  }
  const detail = (number: string) => as(fulfilment, `/api/admin/orders/${number}`).then((res) => json<ApiAdminOrder>(res));
  const act = async (number: string, path: string, body: Record<string, unknown> = {}, who = fulfilment) =>
    json<ApiAdminOrder>(await as(who, `/api/admin/orders/${number}/${path}`, { version: (await detail(number)).version, ...body }));
  const documents = (number: string) => as(fulfilment, `/api/admin/orders/${number}/tax-documents`).then((res) => json<ApiTaxDocument[]>(res));
  const download = async (res: Response) => {
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    return Buffer.from(await res.arrayBuffer());
  };
  const adminPdf = async (number: string, slug: string) => download(await as(fulfilment, `/api/admin/orders/${number}/tax-documents/${slug}`));
  const track = (path: string, who = email) =>
    fetch(`${shop.base}/api/orders/track/${path}${path.includes('?') ? '&' : '?'}email=${encodeURIComponent(who)}`, { headers: { 'x-forwarded-for': `203.0.113.${nextClient++ % 250}` } });
  const emailsTo = async () => ((await shop.mail.emails()) as EmailWithAttachments[]).filter((mail) => mail.to.some((to) => to.address === email));
  const report = async (view: 'documents' | 'summary') => {
    const res = await as(owner, `/api/admin/gst-report?month=${indiaMonth()}&view=${view}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    return parse(await res.text(), { columns: true }) as Array<Record<string, string>>;
  };

  it('issues no tax invoice while the shop has no GST registration, and mails the acceptance without one', async () => {
    const number = await place(DELHI);
    await act(number, 'confirm');
    expect(await documents(number)).toEqual([]);
    const accepted = await until(async () => (await emailsTo()).find((mail) => mail.subject === `We have confirmed your order ${number}`), 'the acceptance email');
    expect(accepted.attachments ?? []).toEqual([]);
  });

  it('taxes a delivery in the shop\'s state as CGST 9 % + SGST 9 %, and one to another state as IGST 18 %', async () => {
    await saveSettings();
    const [mumbai, delhi] = [await place(MUMBAI), await place(DELHI)];
    for (const number of [mumbai, delhi]) expect(await act(number, 'confirm')).toMatchObject({ status: 'confirmed' });

    for (const [number, intra] of [[mumbai, true], [delhi, false]] as const) {
      const order = await detail(number);
      const [invoice] = await documents(number);
      expect(invoice).toMatchObject({ kind: 'invoice', number: expect.stringMatching(/^INV\/\d{2}-\d{2}\/\d{6}$/), invoiceNumber: null });
      expect(invoice.number.length).toBeLessThanOrEqual(16);
      // Prices exclude GST: the taxable value is the discounted subtotal, the tax the 18 % charged on it.
      expect(invoice).toMatchObject({ taxableValue: order.priceSummary.subtotal, tax: order.priceSummary.gstAmount, total: order.totalAmount });
      const text = await pdfText(await adminPdf(number, invoice.slug));
      const half = (order.priceSummary.gstAmount / 2).toLocaleString('en-IN', { minimumFractionDigits: 2 });
      if (intra) {
        expect(text).toContain(`CGST at 9%Rs. ${half}`);
        expect(text).toContain(`SGST at 9%Rs. ${half}`);
        expect(text).not.toContain('IGST at 18%');
        expect(text).toContain('Place of supply: Maharashtra (27)');
      } else {
        expect(text).toContain(`IGST at 18%Rs. ${order.priceSummary.gstAmount.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`);
        expect(text).not.toContain('CGST');
        expect(text).toContain('Place of supply: Delhi (07)');
      }
    }
  });

  it('prints every field of CGST Rule 46 in the PDF, mails it with the acceptance, and serves the same stored file to the shopper', async () => {
    const number = await place(DELHI);
    await act(number, 'confirm');
    const order = await detail(number);
    const [invoice] = await documents(number);
    const pdf = await adminPdf(number, invoice.slug);
    const text = await pdfText(pdf);
    const rupees = (amount: number) => `Rs. ${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    const rule46 = {
      'supplier name': 'Curated Art Decor Private Limited',
      'supplier address': '5 Kala Ghoda, Fort',
      'supplier state and code': 'State: Maharashtra, State code: 27',
      'supplier GSTIN': 'GSTIN: 27AAPFU0939F1ZV',
      'document title': 'TAX INVOICE',
      'invoice number': `Tax Invoice No.: ${invoice.number}`,
      'date of issue': `Date of issue: ${indiaToday()}`,
      'recipient name': 'Aditi Verma',
      'billing address': 'Billed to',
      'delivery address': 'Shipped to (address of delivery)',
      'recipient address': '14 Lodhi Estate',
      'recipient state and code': 'State: Delhi, State code: 07',
      'place of supply': 'Place of supply: Delhi (07)',
      'reverse charge': 'Tax payable on reverse charge: No',
      'line description': 'Marigold Geometry, art print 18X14 in on Museum-Grade Canvas, frame: No Frame',
      'HSN code and quantity': '49112 Nos',
      'taxable value': `Total taxable value${rupees(order.priceSummary.subtotal)}`,
      'rate and amount of tax': `IGST at 18%${rupees(order.priceSummary.gstAmount)}`,
      'total in figures': `Invoice total${rupees(order.totalAmount)}`,
      'total in words': 'Amount in words: Rupees ',
      signature: 'Authorised signatory',
    };
    // Compared without white space: the PDF's table wraps a long description, and a cell's text runs into the next.
    const flat = (value: string) => value.replace(/\s+/g, '');
    const missing = Object.entries(rule46).filter(([, expected]) => !flat(text).includes(flat(expected)));
    expect(missing.map(([field]) => field)).toEqual([]);
    expect(text).toMatch(/Amount in words: Rupees [A-Za-z ]+ Only/);

    // The acceptance email carries the invoice.
    const accepted = await until(async () => (await emailsTo()).find((mail) => mail.subject === `We have confirmed your order ${number}`), 'the acceptance email');
    expect(accepted.attachments?.map((file) => [file.fileName ?? file.generatedFileName, file.contentType])).toEqual([[`${invoice.slug}.pdf`, 'application/pdf']]);

    // The tracking page, after the email check, lists and serves it: the bytes stored when it was issued, never rendered again.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await json<ApiTaxDocument[]>(await track(`${number}/tax-documents`))).toEqual([invoice]);
    expect((await download(await track(`${number}/tax-documents/${invoice.slug}`))).equals(pdf)).toBe(true);
    const wrong = await track(`${number}/tax-documents/${invoice.slug}`, 'someone.else@example.in');
    expect(wrong.status).toBe(404);
  });

  it('issues the invoice of a PhonePe order when it is paid, and mails it with the confirmation', async () => {
    const number = orderNumber();
    const started = await json<{ success: boolean }>(await shop.post('/api/payments/phonepe/initiate', phonePeCheckoutBody(checkout.customerId, number, MUMBAI), { ...checkout.headers, 'x-forwarded-for': '198.51.99.1' }));
    expect(started.success).toBe(true);
    // No invoice while the payment is pending.
    expect(await documents(number)).toEqual([]);
    await fetch(`${shop.sandbox.url}/__sandbox/phonepe/orders/${number}/complete`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ webhook: false }) });
    expect(await json(await shop.post('/api/payments/phonepe/confirm', { orderNumber: number }, { ...checkout.headers, 'x-forwarded-for': '198.51.99.2' }))).toEqual({ orderNumber: number, paymentStatus: 'paid' });

    const [invoice] = await documents(number);
    expect(invoice).toMatchObject({ kind: 'invoice', number: expect.stringMatching(/^INV\//) });
    const text = await pdfText(await adminPdf(number, invoice.slug));
    expect(text).toContain('Supply: intra-state (CGST + SGST)');
    const confirmation = await until(async () => (await emailsTo()).find((mail) => mail.subject === `Your order ${number} is confirmed`), 'the confirmation email');
    expect(confirmation.attachments?.map((file) => file.fileName ?? file.generatedFileName)).toEqual([`${invoice.slug}.pdf`]);
  });

  it('gives 200 orders confirmed at once 200 consecutive invoice numbers, with no gap and no duplicate', async () => {
    const numbers: string[] = [];
    for (let batch = 0; batch < 20; batch++) numbers.push(...(await Promise.all(Array.from({ length: 10 }, () => place(batch % 2 ? MUMBAI : DELHI)))));
    const versions = await Promise.all(numbers.map(async (number) => (await detail(number)).version));
    const answers = await Promise.all(numbers.map((number, i) => as(fulfilment, `/api/admin/orders/${number}/confirm`, { version: versions[i] })));
    expect(answers.map((res) => res.status)).toEqual(numbers.map(() => 200));

    const rows = (await report('documents')).filter((row) => row['Document type'] === 'Invoice');
    const ours = rows.filter((row) => numbers.includes(row['Order number']));
    expect(ours).toHaveLength(200);
    const serial = (number: string) => Number(number.split('/')[2]);
    const serials = ours.map((row) => serial(row['Document number'])).sort((a, b) => a - b);
    expect(new Set(serials).size).toBe(200);
    expect(serials.at(-1)! - serials[0]).toBe(199);
    // And the whole series, from its first invoice, has no gap.
    const all = rows.map((row) => serial(row['Document number'])).sort((a, b) => a - b);
    expect(all).toEqual(all.map((_, i) => i + 1));
  }, 300_000);

  it('issues a credit note in its own series when an invoiced order is cancelled', async () => {
    const number = await place(MUMBAI);
    await act(number, 'confirm');
    await act(number, 'cancel', { reason: 'Shopper changed their mind' });
    const [invoice, note] = await documents(number);
    expect(note).toMatchObject({ kind: 'credit-note', number: expect.stringMatching(/^CN\/\d{2}-\d{2}\/\d{6}$/), invoiceNumber: invoice.number });
    expect(note).toMatchObject({ taxableValue: invoice.taxableValue, tax: invoice.tax, total: invoice.total });
    const text = await pdfText(await adminPdf(number, note.slug));
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(`Credit Note No.: ${note.number}`);
    expect(text).toContain(`Against invoice ${invoice.number}`);
    expect(text).toContain('Reason: Order cancelled: Shopper changed their mind');
    expect(text).toContain('CGST at 9%');
  });

  it('credits each refund of an invoiced order up to the invoice, and a cancelled order not twice', async () => {
    const number = await place(DELHI);
    await act(number, 'confirm');
    await act(number, 'ship', { carrier: 'Delhivery', trackingNumber: `DLV${Date.now()}` });
    await act(number, 'deliver');
    await act(number, 'cash-collected');
    const manager = await staffAs(shop, 'manager');
    await act(number, 'refunds/cash', { amount: 118, reason: 'Frame corner chipped' }, manager);
    await act(number, 'refunds/cash', {}, manager);
    const [invoice, part, rest] = await documents(number);
    expect(part).toMatchObject({ kind: 'credit-note', total: 118, taxableValue: 100, tax: 18 });
    expect(rest).toMatchObject({ kind: 'credit-note', total: Number((invoice.total - 118).toFixed(2)) });
    expect(Number((part.taxableValue + rest.taxableValue).toFixed(2))).toBe(invoice.taxableValue);
    expect(Number((part.tax + rest.tax).toFixed(2))).toBe(invoice.tax);

    // The audit log names the documents each action issued.
    const audit = await until(async () => {
      const entries = await json<ApiAuditEntry[]>(await as(owner, `/api/admin/audit?entity=order&entityId=${number}`));
      return entries.length >= 6 ? entries : undefined;
    }, 'the audit entries of the order');
    expect(audit.map((entry) => entry.summary)).toEqual(
      expect.arrayContaining([expect.stringContaining(`tax invoice ${invoice.number}`), expect.stringContaining(`credit note ${part.number}`), expect.stringContaining(`credit note ${rest.number}`)]),
    );
  });

  it("reports the month's documents and their totals by place of supply and rate for the accountant, and logs the download", async () => {
    const rows = await report('documents');
    expect(Object.keys(rows[0])).toEqual([...GST_REPORT_DOCUMENT_COLUMNS]);
    const notes = rows.filter((row) => row['Document type'] === 'Credit note');
    expect(notes.length).toBe(3);
    expect(notes.every((row) => /^INV\//.test(row['Against invoice']) && row['GST rate (%)'] === '18')).toBe(true);
    const intra = rows.find((row) => row['Supply type'] === 'intra-state')!;
    expect(intra).toMatchObject({ 'Place of supply': 'Maharashtra', 'State code': '27', 'IGST (INR)': '0.00' });
    expect(Number(intra['CGST (INR)'])).toBe(Number(intra['SGST (INR)']));

    const summary = await report('summary');
    expect(Object.keys(summary[0])).toEqual([...GST_REPORT_SUMMARY_COLUMNS]);
    expect(summary.map((row) => [row['Place of supply'], row['State code'], row['Supply type'], row['GST rate (%)']])).toEqual([
      ['Delhi', '07', 'inter-state', '18'],
      ['Maharashtra', '27', 'intra-state', '18'],
    ]);
    // Net of credit notes, the summary adds up to the documents.
    const net = (field: string) => rows.reduce((sum, row) => sum + (row['Document type'] === 'Invoice' ? 1 : -1) * Number(row[field]), 0);
    const summed = (field: string) => summary.reduce((sum, row) => sum + Number(row[field]), 0);
    expect(summed('Net taxable value (INR)')).toBeCloseTo(net('Taxable value (INR)'), 2);
    expect(summed('Net IGST (INR)')).toBeCloseTo(net('IGST (INR)'), 2);
    expect(summary.reduce((sum, row) => sum + Number(row.Invoices), 0)).toBe(rows.filter((row) => row['Document type'] === 'Invoice').length);

    await until(async () => {
      const entries = await json<ApiAuditEntry[]>(await as(owner, `/api/admin/audit?entity=gst-report&entityId=${indiaMonth()}`));
      return entries.some((entry) => entry.action === 'gst-report.export' && entry.summary.includes('(summary)')) ? true : undefined;
    }, 'the report download in the audit log');
  });
});
