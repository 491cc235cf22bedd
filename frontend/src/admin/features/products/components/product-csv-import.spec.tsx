import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiStaffProductRow, ProductImportResult } from '@shop/contracts';
import { jsonResponse, restoreFetch, stubFetch, stubResponse } from '../../../../test/fetch-stub';
import { renderRoute } from '../../../../test/render-route';
import { BANYAN, CATEGORIES } from '../../../test/catalogue-fixtures';
import { staffMe } from '../../../test/staff-fixtures';
import { REPORT_ROWS_SHOWN } from './product-import-report';

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

const report = (dryRun: boolean): ProductImportResult => ({
  dryRun,
  counts: { created: 1, updated: 1, unchanged: 0, refused: 1 },
  rows: [
    { line: 2, uniqueProduct: 'new-print', outcome: 'created', changes: [], errors: [] },
    { line: 3, uniqueProduct: BANYAN.uniqueProduct ?? 'banyan', outcome: 'updated', changes: ['basePrice: 1499.5 → 1599'], errors: [] },
    { line: 4, uniqueProduct: '', outcome: 'refused', changes: [], errors: ['uniqueProduct is required: the import matches products by it'] },
  ],
});

type Answer = (url: string, init: RequestInit | undefined) => Response | undefined;

function catalogueServer(answer: Answer) {
  return stubFetch(async (url, init) => {
    const extra = answer(url, init);
    if (extra) return extra;
    if (url === '/api/admin/auth/me') return jsonResponse(staffMe('catalogue'));
    if (url === '/api/admin/categories') return jsonResponse(CATEGORIES);
    if (url.startsWith('/api/admin/products?')) return jsonResponse([row], { headers: { 'X-Total-Count': '1' } });
    return jsonResponse({ statusCode: 404, message: 'Not found' }, { status: 404 });
  });
}

const imports = (fetch: ReturnType<typeof stubFetch>) => fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/admin/products/import'));
const lists = (fetch: ReturnType<typeof stubFetch>) => fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/admin/products?'));

const csv = (name = 'products.csv') => new File(['uniqueProduct,title\nnew-print,A new print\n'], name, { type: 'text/csv' });

async function openImport() {
  await screen.findByRole('table', { name: 'Products' });
  fireEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
  return screen.findByRole('region', { name: 'Import products' });
}

function choose(panel: HTMLElement, file: File) {
  fireEvent.change(within(panel).getByLabelText('Products CSV'), { target: { files: [file] } });
}

describe('the products CSV', () => {
  it('links the export with the filters of the list, without its page and sort', async () => {
    catalogueServer(() => undefined);
    renderRoute('/admin/products?q=banyan&orientation=landscape&status=all&sort=title&page=3');

    const link = await screen.findByRole('link', { name: 'Export CSV' });
    expect(link.getAttribute('href')).toBe('/api/admin/products/export?q=banyan&orientation=landscape&status=all');
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('checks a file first (refused rows first, nothing written), then imports it for real and refreshes the list', async () => {
    const fetch = catalogueServer((url) => {
      if (url === '/api/admin/products/import?dryRun=true') return jsonResponse(report(true));
      if (url === '/api/admin/products/import?dryRun=false') return jsonResponse(report(false));
      return undefined;
    });
    renderRoute('/admin/products');
    const panel = await openImport();

    // Nothing to import until the file was checked.
    expect(within(panel).getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(true);
    const file = csv();
    choose(panel, file);
    fireEvent.click(within(panel).getByRole('button', { name: 'Check (dry run)' }));

    const dryRun = await within(panel).findByRole('table', { name: 'Dry run report' });
    expect(within(panel).getByRole('status').textContent).toBe('Check only, nothing written: 1 created, 1 updated, 0 unchanged, 1 row refused.');
    const [, ...rows] = within(dryRun).getAllByRole('row');
    expect(rows.map((line) => within(line).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['4', '—', 'Refused', 'uniqueProduct is required: the import matches products by it'],
      ['2', 'new-print', 'Will be created', ''],
      ['3', BANYAN.uniqueProduct, 'Will be updated', 'basePrice: 1499.5 → 1599'],
    ]);
    const [[, checkInit]] = imports(fetch);
    expect(checkInit?.method).toBe('POST');
    const sent = checkInit?.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent.get('file') as File).name).toBe('products.csv');
    // The browser writes the multipart boundary: no Content-Type of our own.
    expect(checkInit?.headers).toEqual({ Accept: 'application/json' });

    const listsBefore = lists(fetch).length;
    fireEvent.click(within(panel).getByRole('button', { name: 'Import' }));

    await within(panel).findByRole('table', { name: 'Import report' });
    expect(within(panel).getByRole('status').textContent).toBe('Imported: 1 created, 1 updated, 0 unchanged, 1 row refused.');
    expect(imports(fetch).map(([url]) => url)).toEqual(['/api/admin/products/import?dryRun=true', '/api/admin/products/import?dryRun=false']);
    await waitFor(() => expect(lists(fetch).length).toBe(listsBefore + 1));
    // Imported once: a second real run needs another check.
    expect(within(panel).getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(true);
  });

  it('asks for a new check when another file is chosen after a dry run', async () => {
    catalogueServer((url) => (url === '/api/admin/products/import?dryRun=true' ? jsonResponse(report(true)) : undefined));
    renderRoute('/admin/products');
    const panel = await openImport();

    choose(panel, csv());
    fireEvent.click(within(panel).getByRole('button', { name: 'Check (dry run)' }));
    await within(panel).findByRole('table', { name: 'Dry run report' });
    expect(within(panel).getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(false);

    choose(panel, csv('other.csv'));
    expect(within(panel).queryByRole('table', { name: 'Dry run report' })).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(true);
  });

  it('says to choose a file before checking, without calling the shop', async () => {
    const fetch = catalogueServer(() => undefined);
    renderRoute('/admin/products');
    const panel = await openImport();

    fireEvent.click(within(panel).getByRole('button', { name: 'Check (dry run)' }));
    expect(within(panel).getByRole('alert').textContent).toContain('Choose a CSV file first.');
    expect(imports(fetch)).toHaveLength(0);
  });

  it.each([
    [400, jsonResponse({ statusCode: 400, message: 'The header names an unknown column "colour"' }, { status: 400 }), 'The header names an unknown column "colour"'],
    [413, jsonResponse({ statusCode: 413, message: 'The file is larger than 20 MB' }, { status: 413 }), 'The file is larger than 20 MB'],
    [415, jsonResponse({ statusCode: 415, message: 'Send the file as multipart/form-data' }, { status: 415 }), 'Send the file as multipart/form-data'],
    [413, stubResponse('', { status: 413, statusText: 'Payload Too Large' }), 'Payload Too Large'],
  ])('shows the shop’s message for a %i plainly', async (_status, answer, message) => {
    catalogueServer((url) => (url.startsWith('/api/admin/products/import') ? answer : undefined));
    renderRoute('/admin/products');
    const panel = await openImport();

    choose(panel, csv());
    fireEvent.click(within(panel).getByRole('button', { name: 'Check (dry run)' }));
    expect((await within(panel).findByRole('alert')).textContent).toContain(message);
    expect(within(panel).queryByRole('table')).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(true);
  });

  it(`draws at most ${REPORT_ROWS_SHOWN} rows of a large report, the refused ones among them`, async () => {
    const many: ProductImportResult = {
      dryRun: true,
      counts: { created: REPORT_ROWS_SHOWN + 10, updated: 0, unchanged: 0, refused: 1 },
      rows: [
        ...Array.from({ length: REPORT_ROWS_SHOWN + 10 }, (_, index) => ({ line: index + 2, uniqueProduct: `print-${index}`, outcome: 'created' as const, changes: [], errors: [] })),
        { line: REPORT_ROWS_SHOWN + 12, uniqueProduct: 'bad', outcome: 'refused', changes: [], errors: ['basePrice must be positive'] },
      ],
    };
    catalogueServer((url) => (url === '/api/admin/products/import?dryRun=true' ? jsonResponse(many) : undefined));
    renderRoute('/admin/products');
    const panel = await openImport();

    choose(panel, csv());
    fireEvent.click(within(panel).getByRole('button', { name: 'Check (dry run)' }));
    const table = await within(panel).findByRole('table', { name: 'Dry run report' });
    const [, first, ...rest] = within(table).getAllByRole('row');
    expect(rest).toHaveLength(REPORT_ROWS_SHOWN - 1);
    expect(first.textContent).toContain('basePrice must be positive');
    expect(within(panel).getByText(`Showing the first ${REPORT_ROWS_SHOWN} of ${REPORT_ROWS_SHOWN + 11} rows, refused rows first.`)).toBeTruthy();
  });
});
