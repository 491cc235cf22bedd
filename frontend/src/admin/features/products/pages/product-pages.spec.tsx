import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiStaffProductRow } from '@shop/contracts';
import { jsonResponse, restoreFetch, stubFetch } from '../../../../test/fetch-stub';
import { renderRoute } from '../../../../test/render-route';
import { BANYAN, CATEGORIES, OPTIONS, TABLE } from '../../../test/catalogue-fixtures';
import { staffMe } from '../../../test/staff-fixtures';

afterEach(() => restoreFetch());

const row: ApiStaffProductRow = {
  id: BANYAN.id,
  title: BANYAN.title,
  uniqueProduct: BANYAN.uniqueProduct,
  artist: BANYAN.artist,
  categoryId: BANYAN.categoryId,
  basePrice: BANYAN.basePrice,
  mainImage: BANYAN.mainImage,
  orientation: BANYAN.orientation,
  inStock: BANYAN.inStock,
  featured: BANYAN.featured,
  version: BANYAN.version,
  archivedAt: null,
  createdAt: BANYAN.createdAt,
  updatedAt: BANYAN.updatedAt,
};

const notFound = () => jsonResponse({ statusCode: 404, message: 'Not found' }, { status: 404 });

function catalogueServer(extra: (url: string, init: RequestInit | undefined) => Response | undefined = () => undefined) {
  return stubFetch(async (url, init) => {
    const answer = extra(url, init);
    if (answer) return answer;
    if (url === '/api/admin/auth/me') return jsonResponse(staffMe('catalogue'));
    if (url === '/api/admin/categories') return jsonResponse(CATEGORIES);
    if (url === '/api/admin/price-options') return jsonResponse({ options: OPTIONS, table: TABLE });
    if (url === `/api/admin/products/${BANYAN.id}`) return jsonResponse(BANYAN);
    return notFound();
  });
}

const calls = (fetch: ReturnType<typeof stubFetch>, method: string, prefix: string) =>
  fetch.mock.calls.filter(([url, init]) => String(url).startsWith(prefix) && (init?.method ?? 'GET') === method);

describe('the back office product pages', () => {
  it('lists products with the filters of the URL, says 10,000+ when the count is capped, and moves a filter into the URL', async () => {
    const fetch = catalogueServer((url) => (url.startsWith('/api/admin/products?') ? jsonResponse([row], { headers: { 'X-Total-Count': '10001' } }) : undefined));
    const { router } = renderRoute('/admin/products?orientation=landscape&inStock=true&page=2');

    const table = await screen.findByRole('table', { name: 'Products' });
    const first = within(table).getAllByRole('row')[1];
    expect(within(first).getByRole('link', { name: 'Banyan Chronicles' }).getAttribute('href')).toBe('/admin/products/7');
    expect(first.textContent).toContain('₹1,499.50');
    await waitFor(() => expect(first.textContent).toContain('Heritage'));
    expect(screen.getByRole('status').textContent).toBe('10,000+ products');
    expect(screen.getByText('Page 2')).toBeTruthy();
    const [listUrl] = calls(fetch, 'GET', '/api/admin/products?')[0];
    expect(new URLSearchParams(String(listUrl).split('?')[1]).toString()).toBe('orientation=landscape&inStock=true&status=live&sort=newest&page=2&limit=25');
    // The catalogue role lands on the products: its navigation is the catalogue's and the review queue.
    const navigation = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(navigation).getAllByRole('link').map((link) => link.textContent)).toEqual(['Products', 'Options and prices', 'Categories', 'Blog', 'Reviews']);

    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: '2' } });
    await waitFor(() => expect(router.state.location.search).toBe('?categoryId=2&orientation=landscape&inStock=true'));
  });

  it("offers the orientation's active presets as sizes and sends only the changed fields with the version seen", async () => {
    const fetch = catalogueServer((url, init) =>
      url === '/api/admin/products/7' && init?.method === 'PATCH' ? jsonResponse({ ...BANYAN, availableSizes: ['18X14', '24X18'], version: 5 }) : undefined,
    );
    renderRoute('/admin/products/7');

    const sizes = await screen.findByRole('group', { name: 'Sizes' });
    expect(within(sizes).getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual(['18X14', '24X18']);
    const mediums = screen.getByRole('group', { name: 'Mediums' });
    expect(within(mediums).queryByText('Metal')).toBeNull();

    fireEvent.click(within(sizes).getByRole('checkbox', { name: '24X18' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await screen.findByText('Saved. The storefront shows it within a second.');
    const [[, init]] = calls(fetch, 'PATCH', '/api/admin/products/7');
    expect(JSON.parse(String(init?.body))).toEqual({ version: 4, availableSizes: ['18X14', '24X18'] });
  });

  it('offers a reload when someone else saved the product meanwhile, and shows the product as it is now', async () => {
    let saved = false;
    catalogueServer((url, init) => {
      if (url === '/api/admin/products/7' && init?.method === 'PATCH') {
        saved = true;
        return jsonResponse({ statusCode: 409, message: 'This product was changed by someone else; reload it' }, { status: 409 });
      }
      if (url === '/api/admin/products/7' && saved) return jsonResponse({ ...BANYAN, title: 'Banyan at Dusk', version: 6 });
      return undefined;
    });
    renderRoute('/admin/products/7');

    const title = await screen.findByRole('textbox', { name: 'Title' });
    fireEvent.change(title, { target: { value: 'My title' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This product was changed by someone else');
    fireEvent.click(within(alert).getByRole('button', { name: /Reload product/ }));
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Banyan at Dusk'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Banyan at Dusk');
  });

  it('archives a product with its version', async () => {
    const fetch = catalogueServer((url) => (url === '/api/admin/products/7/archive' ? jsonResponse({ ...BANYAN, archivedAt: '2025-03-06T10:00:00.000Z', version: 5 }) : undefined));
    renderRoute('/admin/products/7');

    fireEvent.click(await screen.findByRole('button', { name: 'Archive' }));
    await screen.findByText('Archived: it is off the storefront.');
    expect(screen.getByRole('button', { name: 'Restore' })).toBeTruthy();
    const [[, init]] = calls(fetch, 'POST', '/api/admin/products/7/archive');
    expect(JSON.parse(String(init?.body))).toEqual({ version: 4 });
  });
});
