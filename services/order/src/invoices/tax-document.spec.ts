import type { SiteSettings } from '@shop/contracts';
import { buildCreditNote, buildInvoice, DEFAULT_HSN, lineDescription, placeOf, supplierOf, type TaxDocument } from './tax-document';

const settings: SiteSettings = {
  shopName: 'Curated Art & Decor',
  contact: { email: 'hello@curatedartdecor.in', phone: '+91 98200 12345' },
  socialLink: null,
  address: { line: '5 Kala Ghoda, Fort', city: 'Mumbai', state: 'Maharashtra', pincode: '400001' },
  gst: { legalName: 'Curated Art Decor Private Limited', gstin: '27AAPFU0939F1ZV' },
};

/** Two prints, at whole-rupee discounted prices, GST 18 % on the subtotal: as the pricing service prices them. */
const order = (shippingState: string) => ({
  orderNumber: 'ORD-123456',
  orderDate: new Date('2026-11-24T05:00:00Z'),
  paymentMethod: 'cod' as const,
  customerName: 'Aditi Verma',
  customerEmail: 'aditi@example.in',
  customerPhone: '+91 98765 43210',
  shippingAddress: '14 Lodhi Estate',
  shippingCity: 'New Delhi',
  shippingState,
  shippingPincode: '110003',
  items: [
    { productId: 1, productTitle: 'Monsoon Reverie', quantity: 2, size: '18X14', medium: 'Museum-Grade Canvas', framing: 'No Frame', unitPrice: 314_900, totalPrice: 629_800, internalImageName: 'a.tif' },
    { productId: 2, productTitle: 'Marigold Geometry', quantity: 1, size: '27X21', medium: 'Fine Art Paper', framing: 'Black Oak', unitPrice: 520_000, totalPrice: 520_000, internalImageName: 'b.tif' },
  ],
  priceSummary: { basePrice: 1_277_600, discountPercentage: 10, discountAmount: 127_800, subtotal: 1_149_800, gstRate: 18, gstAmount: 206_964, total: 1_356_764 },
});

const hsn = (medium: string) => (medium === 'Fine Art Paper' ? '491191' : DEFAULT_HSN);
const issuedAt = new Date('2026-11-24T06:00:00Z');

describe('tax documents', () => {
  it('takes the supplier from the settings, its state from the GSTIN, and none without a registration', () => {
    expect(supplierOf(settings)).toEqual({
      legalName: 'Curated Art Decor Private Limited',
      tradeName: 'Curated Art & Decor',
      address: ['5 Kala Ghoda, Fort', 'Mumbai 400001', 'Maharashtra'],
      state: 'Maharashtra',
      stateCode: '27',
      gstin: '27AAPFU0939F1ZV',
    });
    expect(supplierOf({ ...settings, gst: null })).toBeNull();
    expect(supplierOf({ ...settings, address: null })).toBeNull();
  });

  it('reads the place of supply from what the shopper typed, and keeps text it cannot place without a code', () => {
    expect(placeOf(' new delhi ')).toEqual({ state: 'Delhi', code: '07' });
    expect(placeOf('Orissa')).toEqual({ state: 'Odisha', code: '21' });
    expect(placeOf('TN')).toEqual({ state: 'Tamil Nadu', code: '33' });
    expect(placeOf('Jammu & Kashmir')).toEqual({ state: 'Jammu and Kashmir', code: '01' });
    expect(placeOf('Atlantis')).toEqual({ state: 'Atlantis', code: null });
  });

  it("invoices an order delivered in the shop's state with CGST + SGST, adding up to what was charged", () => {
    const invoice = buildInvoice(order('Maharashtra'), supplierOf(settings)!, hsn, issuedAt, '2026-11-24');
    expect(invoice).toMatchObject({ kind: 'invoice', supplyType: 'intra-state', placeOfSupply: { state: 'Maharashtra', code: '27' }, reverseCharge: false, date: '2026-11-24' });
    expect(invoice.totals).toMatchObject({ taxableValue: 1_149_800, cgst: 103_482, sgst: 103_482, igst: 0, tax: 206_964, total: 1_356_764, mrp: 1_277_600, discount: 127_800 });
    expect(invoice.totals.inWords).toBe('Rupees Thirteen Thousand Five Hundred Sixty Seven and Sixty Four Paise Only');
    expect(invoice.lines.map((line) => [line.description, line.hsn, line.quantity, line.unitPrice, line.taxableValue, line.cgst, line.sgst])).toEqual([
      ['Monsoon Reverie, art print 18X14 in on Museum-Grade Canvas, frame: No Frame', '4911', 2, 314_900, 629_800, 56_682, 56_682],
      ['Marigold Geometry, art print 27X21 in on Fine Art Paper, frame: Black Oak', '491191', 1, 520_000, 520_000, 46_800, 46_800],
    ]);
    expect(invoice.recipient).toMatchObject({ name: 'Aditi Verma', place: { state: 'Maharashtra', code: '27' } });
  });

  it('invoices an order delivered to another state with IGST only', () => {
    const invoice = buildInvoice(order('Delhi'), supplierOf(settings)!, hsn, issuedAt, '2026-11-24');
    expect(invoice.supplyType).toBe('inter-state');
    expect(invoice.totals).toMatchObject({ cgst: 0, sgst: 0, igst: 206_964, total: 1_356_764 });
    expect(invoice.lines.map((line) => line.igst)).toEqual([113_364, 93_600]);
  });

  it('credits a part in the invoice\'s proportion, and then exactly what remains', () => {
    const invoice: TaxDocument = { ...buildInvoice(order('Maharashtra'), supplierOf(settings)!, hsn, issuedAt, '2026-11-24'), number: 'INV/26-27/000001' };
    const remaining = { taxableValue: invoice.totals.taxableValue, tax: invoice.totals.tax };
    const part = buildCreditNote(invoice, 11_800, remaining, 'Refund: chipped frame', issuedAt, '2026-11-25');
    expect(part.totals).toMatchObject({ taxableValue: 10_000, tax: 1_800, cgst: 900, sgst: 900, total: 11_800 });
    expect(part).toMatchObject({ kind: 'credit-note', against: { number: 'INV/26-27/000001', date: '2026-11-24' }, reason: 'Refund: chipped frame' });
    expect(part.lines.reduce((sum, line) => sum + line.taxableValue, 0)).toBe(10_000);

    const left = { taxableValue: remaining.taxableValue - 10_000, tax: remaining.tax - 1_800 };
    const rest = buildCreditNote(invoice, 10_000_000, left, 'Order cancelled', issuedAt, '2026-11-25');
    expect(rest.totals).toMatchObject({ taxableValue: left.taxableValue, tax: left.tax, total: left.taxableValue + left.tax });
  });

  it('describes a line by print, size, medium and frame', () => {
    expect(lineDescription({ productTitle: 'Indigo Tides', size: '18X18', medium: 'Fine Art Paper', framing: 'Walnut' })).toBe('Indigo Tides, art print 18X18 in on Fine Art Paper, frame: Walnut');
  });
});
