import { fireEvent, screen, within } from '@testing-library/react';
import type { ApiAdminOrder, ApiTaxDocument } from '@shop/contracts';
import { jsonResponse, restoreFetch, stubFetch } from '../../../../test/fetch-stub';
import { renderRoute } from '../../../../test/render-route';
import { staffMe } from '../../../test/staff-fixtures';
import { currentIndiaMonth } from '../model/report-month';

afterEach(() => restoreFetch());

const order: ApiAdminOrder = {
  id: 1,
  orderNumber: 'ORD-123456',
  orderDate: '2026-11-05T09:11:00.000Z',
  updatedAt: '2026-11-06T09:11:00.000Z',
  version: 4,
  status: 'cancelled',
  paymentStatus: 'pending',
  paymentMethod: 'cod',
  totalAmount: 3715.82,
  paidAmount: 0,
  refundedAmount: 0,
  items: [{ productId: 4, productTitle: 'Marigold Geometry', quantity: 1, size: '18X14', medium: 'Museum-Grade Canvas', framing: 'No Frame', unitPrice: 3149, totalPrice: 3149, internalImageName: 'marigold.tif' }],
  priceSummary: { basePrice: 3499, discountPercentage: 10, discountAmount: 350, subtotal: 3149, gstRate: 18, gstAmount: 566.82, total: 3715.82 },
  customer: { id: 42, name: 'Aditi Verma', email: 'aditi@example.in', phone: '+91 98765 43210' },
  shipping: { address: '14 Lodhi Estate', city: 'New Delhi', state: 'Delhi', pincode: '110003', country: 'India' },
  notes: null,
  carrier: null,
  trackingNumber: null,
  trackingUrl: null,
  shippedAt: null,
  deliveredAt: null,
  cancelledAt: '2026-11-06T09:11:00.000Z',
  cancelReason: 'Shopper asked',
  paymentReference: null,
  payments: [],
  timeline: [],
  allowedActions: [],
};

const invoice: ApiTaxDocument = {
  kind: 'invoice',
  number: 'INV/26-27/000123',
  slug: 'INV-26-27-000123',
  issuedAt: '2026-11-05T10:00:00.000Z',
  taxableValue: 3149,
  tax: 566.82,
  total: 3715.82,
  invoiceNumber: null,
};
const creditNote: ApiTaxDocument = { ...invoice, kind: 'credit-note', number: 'CN/26-27/000007', slug: 'CN-26-27-000007', issuedAt: '2026-11-06T09:11:00.000Z', invoiceNumber: invoice.number };

describe('the back office: tax invoices and the GST report', () => {
  it("lists an order's invoice and credit note on its page, each a link to its stored PDF", async () => {
    stubFetch(async (url) => {
      if (url === '/api/admin/auth/me') return jsonResponse(staffMe('support'));
      if (url === '/api/admin/orders/ORD-123456') return jsonResponse(order);
      if (url === '/api/admin/orders/ORD-123456/tax-documents') return jsonResponse([invoice, creditNote]);
      return jsonResponse({ statusCode: 404, message: 'Not found' }, { status: 404 });
    });
    renderRoute('/admin/orders/ORD-123456');

    const table = await screen.findByRole('table', { name: 'Tax documents' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Tax invoice INV/26-27/000123 (PDF)', 'Credit note CN/26-27/000007 (PDF)']);
    expect(within(rows[1]).getByRole('link').getAttribute('href')).toBe('/api/admin/orders/ORD-123456/tax-documents/CN-26-27-000007');
    expect(rows[0].textContent).toContain('₹566.82');
  });

  it("says when an order has no invoice yet", async () => {
    stubFetch(async (url) => {
      if (url === '/api/admin/auth/me') return jsonResponse(staffMe('fulfilment'));
      if (url === '/api/admin/orders/ORD-123456') return jsonResponse({ ...order, status: 'pending', cancelledAt: null, cancelReason: null });
      if (url === '/api/admin/orders/ORD-123456/tax-documents') return jsonResponse([]);
      return jsonResponse({ statusCode: 404, message: 'Not found' }, { status: 404 });
    });
    renderRoute('/admin/orders/ORD-123456');
    expect(await screen.findByText(/No tax invoice yet/)).toBeTruthy();
  });

  it("links the month's report in both views, for the month the staff member picks", async () => {
    stubFetch(async (url) => (url === '/api/admin/auth/me' ? jsonResponse(staffMe('manager')) : jsonResponse({ statusCode: 404, message: 'Not found' }, { status: 404 })));
    renderRoute('/admin/gst-report');

    const month = (await screen.findByLabelText('Month')) as HTMLInputElement;
    expect(month.value).toBe(currentIndiaMonth());
    fireEvent.change(month, { target: { value: '2026-10' } });
    expect(screen.getByRole('link', { name: 'Invoices and credit notes (CSV)' }).getAttribute('href')).toBe('/api/admin/gst-report?month=2026-10&view=documents');
    expect(screen.getByRole('link', { name: 'Totals by state and rate (CSV)' }).getAttribute('href')).toBe('/api/admin/gst-report?month=2026-10&view=summary');

    fireEvent.change(month, { target: { value: '' } });
    expect(screen.getByText('Choose a month')).toBeTruthy();
  });
});
