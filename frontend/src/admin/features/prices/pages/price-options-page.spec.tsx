import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, restoreFetch, stubFetch } from '../../../../test/fetch-stub';
import { renderRoute } from '../../../../test/render-route';
import { OPTIONS, TABLE } from '../../../test/catalogue-fixtures';
import { staffMe } from '../../../test/staff-fixtures';

afterEach(() => restoreFetch());

function pricesServer(extra: (url: string, init: RequestInit | undefined) => Response | undefined = () => undefined) {
  return stubFetch(async (url, init) => {
    const answer = extra(url, init);
    if (answer) return answer;
    if (url === '/api/admin/auth/me') return jsonResponse(staffMe('manager'));
    if (url === '/api/admin/price-options') return jsonResponse({ options: OPTIONS, table: TABLE });
    return jsonResponse({ statusCode: 404, message: 'Not found' }, { status: 404 });
  });
}

const bodiesOf = (fetch: ReturnType<typeof stubFetch>, url: string) =>
  fetch.mock.calls.filter(([called, init]) => called === url && init?.method).map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('the options and prices page', () => {
  it('lists sizes by orientation and moves a preset down with the whole new order of its list', async () => {
    const fetch = pricesServer((url) => (url === '/api/admin/price-options/order' ? jsonResponse([]) : undefined));
    renderRoute('/admin/prices');

    const landscape = await screen.findByRole('table', { name: 'Landscape sizes' });
    expect(within(landscape).getAllByRole('row').slice(1).map((row) => (row as HTMLTableRowElement).cells[0].textContent)).toEqual(['18X14', '24X18', '30X22']);
    expect(within(landscape).getAllByRole('row')[3].textContent).toContain('Inactive');
    expect(screen.getByRole('table', { name: 'Portrait sizes' })).toBeTruthy();

    const [first, second] = OPTIONS;
    fireEvent.click(within(landscape).getByRole('button', { name: 'Move 18X14 down' }));
    await waitFor(() => expect(bodiesOf(fetch, '/api/admin/price-options/order')).toEqual([{ kind: 'size', orientation: 'landscape', ids: [second.id, first.id, OPTIONS[2].id] }]));
  });

  it('previews sample prices before a change can be saved', async () => {
    const fetch = pricesServer((url) => {
      if (url === '/api/admin/price-options/preview') {
        return jsonResponse({ samples: [{ productId: 7, title: 'Banyan Chronicles', size: '18X14', medium: 'Museum-Grade Canvas', frame: 'Teak Wood', before: 4200, after: 4500 }] });
      }
      if (url.startsWith('/api/admin/price-options/frame/')) return jsonResponse({ ...OPTIONS[9], addedPrice: 1500, version: 2 });
      return undefined;
    });
    renderRoute('/admin/prices');

    const frames = await screen.findByRole('table', { name: 'Frames' });
    fireEvent.click(within(frames).getByRole('button', { name: 'Edit Teak Wood' }));
    const dialog = await screen.findByRole('dialog');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);

    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Added price (₹)' }), { target: { value: '1500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview prices' }));
    const samples = await within(dialog).findByRole('table', { name: 'Sample prices' });
    expect(samples.textContent).toContain('₹4,200.00');
    expect(samples.textContent).toContain('₹4,500.00');
    expect(bodiesOf(fetch, '/api/admin/price-options/preview')).toEqual([{ id: OPTIONS[9].id, fields: { kind: 'frame', value: 'teak-wood', label: 'Teak Wood', addedPrice: 1500 } }]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf(fetch, `/api/admin/price-options/frame/${OPTIONS[9].id}`)).toEqual([
      { version: 1, fields: { kind: 'frame', value: 'teak-wood', label: 'Teak Wood', addedPrice: 1500 } },
    ]);
  });

  it('shows each row margin and asks before saving a discounted price below cost', async () => {
    const fetch = pricesServer((url) => (url === '/api/admin/pricing-table/18X14' ? jsonResponse({ ...TABLE[0], discountedPrice: 800, marginPercent: -12.5, version: 2 }) : undefined));
    renderRoute('/admin/prices');

    const table = await screen.findByRole('table', { name: 'Pricing table' });
    expect(within(table).getAllByRole('row')[1].textContent).toContain('50.0%');
    fireEvent.click(within(table).getByRole('button', { name: 'Edit 18X14 prices' }));
    fireEvent.change(within(table).getByRole('spinbutton', { name: 'Discounted price of 18X14' }), { target: { value: '800' } });
    expect(within(table).getAllByRole('row')[1].textContent).toContain('-12.5%');
    fireEvent.click(within(table).getByRole('button', { name: 'Save' }));

    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('below the cost');
    expect(bodiesOf(fetch, '/api/admin/pricing-table/18X14')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Save below cost' }));
    await waitFor(() =>
      expect(bodiesOf(fetch, '/api/admin/pricing-table/18X14')).toEqual([{ version: 1, mrp: 2000, discountedPrice: 800, costPrice: 900, confirmBelowCost: true }]),
    );
  });
});
