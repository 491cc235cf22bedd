import { screen, within } from '@testing-library/react';
import type { ApiTaxDocument } from '@shop/contracts';
import { accountApi, rememberUser } from '../../../test/account-fixtures';
import { fetchedPaths } from '../../../test/catalog-fixtures';
import { jsonResponse, restoreFetch, stubFetch } from '../../../test/fetch-stub';
import { renderRoute } from '../../../test/render-route';

const invoice: ApiTaxDocument = {
  kind: 'invoice',
  number: 'INV/26-27/000123',
  slug: 'INV-26-27-000123',
  issuedAt: '2025-03-05T07:00:00.000Z',
  taxableValue: 105710,
  tax: 19027.8,
  total: 124737.8,
  invoiceNumber: null,
};

beforeEach(() => localStorage.clear());
afterEach(restoreFetch);

describe('orders page: tax invoices', () => {
  it("links a confirmed order's invoice as a PDF, and asks nothing for a pending order", async () => {
    rememberUser();
    const fetchMock = stubFetch(accountApi({ taxDocuments: (number) => jsonResponse(number === 'ORD-482913' ? [invoice] : []) }).handler);
    renderRoute('/orders');

    const shipped = await screen.findByRole('article', { name: 'Order ORD-482913' });
    const link = await within(shipped).findByRole('link', { name: 'Tax invoice INV/26-27/000123 (PDF)' });
    expect(link.getAttribute('href')).toBe('/api/orders/ORD-482913/tax-documents/INV-26-27-000123');
    expect(link.getAttribute('download')).toBe('INV-26-27-000123.pdf');

    const pending = screen.getByRole('article', { name: 'Order ORD-100244' });
    expect(within(pending).queryByRole('list', { name: 'Tax documents of order ORD-100244' })).toBeNull();
    expect(fetchedPaths(fetchMock).filter((path) => path.includes('tax-documents'))).toEqual(['/api/orders/ORD-482913/tax-documents']);
  });
});
