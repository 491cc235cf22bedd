import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ApiTaxDocument } from '@shop/contracts';
import { checkoutApi, notFound } from '../../../test/checkout-fixtures';
import { jsonResponse, restoreFetch, stubFetch } from '../../../test/fetch-stub';
import { renderRoute } from '../../../test/render-route';
import type { TrackedOrder } from '../api/tracking.api';

/** A confirmed cash-on-delivery order, as `GET /api/orders/track/…` answers it. */
const order: TrackedOrder = {
  orderNumber: 'ORD-482913',
  customerId: 41,
  customerEmail: 'aditi+art@example.in',
  status: 'pending',
  paymentStatus: 'pending',
  paymentMethod: 'cod',
  orderDate: '2026-11-05T06:30:00.000Z',
  items: [{ productTitle: 'Monsoon Reverie', quantity: 1, size: '18X14', medium: 'Museum-Grade Canvas', framing: 'No Frame', unitPrice: 3149, totalPrice: 3149 }],
  shippingAddress: '14 Lodhi Estate',
  shippingCity: 'New Delhi',
  shippingState: 'Delhi',
  shippingPincode: '110003',
  shippingCountry: 'India',
  totalAmount: 3715.82,
  priceSummary: { basePrice: 3499, discountPercentage: 10, discountAmount: 350, subtotal: 3149, gstRate: 18, gstAmount: 566.82, total: 3715.82 },
  progress: [
    { label: 'Order Placed', done: true },
    { label: 'Payment Confirmed', done: false },
    { label: 'Processing', done: false },
    { label: 'Shipped', done: false },
    { label: 'Delivered', done: false },
  ],
};

const invoice: ApiTaxDocument = {
  kind: 'invoice',
  number: 'INV/26-27/000123',
  slug: 'INV-26-27-000123',
  issuedAt: '2026-11-05T07:00:00.000Z',
  taxableValue: 3149,
  tax: 566.82,
  total: 3715.82,
  invoiceNumber: null,
};
const creditNote: ApiTaxDocument = { ...invoice, kind: 'credit-note', number: 'CN/26-27/000007', slug: 'CN-26-27-000007', invoiceNumber: invoice.number };

afterEach(() => restoreFetch());

async function track(documents: (orderNumber: string, email: string | null) => Response) {
  const fetchMock = stubFetch(
    checkoutApi({
      trackOrder: (number, email) => (number === order.orderNumber && email === order.customerEmail ? jsonResponse(order) : notFound('Order not found')),
      trackedTaxDocuments: documents,
    }),
  );
  renderRoute('/order-tracking');
  await screen.findByRole('form', { name: 'Track an order' });
  await act(async () => {
    fireEvent.change(screen.getByRole('textbox', { name: 'Order Number' }), { target: { value: order.orderNumber } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email Address' }), { target: { value: order.customerEmail } });
  });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Track Order' }));
  });
  return { fetchMock, panel: await screen.findByRole('region', { name: 'Tax Invoice' }) };
}

describe('the tracking page: tax invoice', () => {
  it("links the order's invoice and credit notes as PDFs, each with the email the shopper proved", async () => {
    const { panel } = await track((number, email) => (number === order.orderNumber && email === order.customerEmail ? jsonResponse([invoice, creditNote]) : notFound('Order not found')));
    const links = await within(panel).findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Tax invoice INV/26-27/000123 (PDF)', '/api/orders/track/ORD-482913/tax-documents/INV-26-27-000123?email=aditi%2Bart%40example.in'],
      ['Credit note CN/26-27/000007 (PDF)', '/api/orders/track/ORD-482913/tax-documents/CN-26-27-000007?email=aditi%2Bart%40example.in'],
    ]);
    expect(links[0].getAttribute('download')).toBe('INV-26-27-000123.pdf');
  });

  it('says the invoice comes once the shop confirms an order that has none yet', async () => {
    const { panel } = await track(() => jsonResponse([]));
    expect(await within(panel).findByText('Your tax invoice will be here once we confirm your order.')).toBeTruthy();
    expect(within(panel).queryByRole('link')).toBeNull();
  });
});
