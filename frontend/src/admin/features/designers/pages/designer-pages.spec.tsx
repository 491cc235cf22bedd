import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiDesigner } from '@shop/contracts';
import { jsonResponse, restoreFetch, stubFetch } from '../../../../test/fetch-stub';
import { renderRoute } from '../../../../test/render-route';
import { staffMe } from '../../../test/staff-fixtures';

afterEach(() => restoreFetch());

const applicant: ApiDesigner = {
  id: 5,
  firstName: 'Kavya',
  lastName: 'Rao',
  email: 'kavya@studio.example.in',
  emailVerified: true,
  companyName: 'Rao Interiors',
  phone: '+91 98450 12345',
  website: null,
  address: '12 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560025',
  country: 'India',
  bio: 'Homes and boutique hotels',
  portfolio: 'https://rao-interiors.example.in',
  gstin: '29ABCDE1234F1Z5',
  approvalStatus: 'pending',
  discountTier: 1,
  discountPercent: 10,
  reviewNote: null,
  projectsCompleted: 0,
  totalRevenue: 0,
  createdAt: '2026-11-01T09:00:00.000Z',
  lastLoginAt: null,
  version: 2,
};

const notFound = () => jsonResponse({ statusCode: 404, message: 'Not found' }, { status: 404 });

type Handler = (url: string, init: RequestInit | undefined) => Response | undefined;

function designersServer(extra: Handler, role: Parameters<typeof staffMe>[0] = 'manager') {
  return stubFetch(async (url, init) => {
    if (url === '/api/admin/auth/me') return jsonResponse(staffMe(role));
    return extra(url, init) ?? notFound();
  });
}

const callsTo = (fetch: ReturnType<typeof stubFetch>, method: string, url: string) =>
  fetch.mock.calls.filter(([called, init]) => String(called) === url && (init?.method ?? 'GET') === method);
const bodyOf = (call: [RequestInfo | URL, RequestInit?] | undefined) => JSON.parse(String(call?.[1]?.body)) as unknown;

describe('the back office’s designers', () => {
  it('lists the applications waiting, with the status and search in the URL', async () => {
    const fetch = designersServer((url) => (url.startsWith('/api/admin/designers?') ? jsonResponse([applicant], { headers: { 'X-Total-Count': '1' } }) : undefined));
    const { router } = renderRoute('/admin/designers');

    const table = await screen.findByRole('table', { name: 'Designers' });
    const row = within(table).getAllByRole('row')[1];
    expect(within(row).getByRole('link', { name: 'Kavya Rao' }).getAttribute('href')).toBe('/admin/designers/5');
    expect(row.textContent).toContain('Rao Interiors');
    expect(row.textContent).toContain('Waiting for review');
    expect(within(screen.getByRole('navigation', { name: 'Back office' })).getByRole('link', { name: 'Designers' }).getAttribute('aria-current')).toBe('page');

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'approved' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=approved'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'rao' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=approved&q=rao'));
    await waitFor(() =>
      expect(fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/admin/designers?'))).toEqual([
        '/api/admin/designers?status=pending&page=1&limit=25',
        '/api/admin/designers?status=approved&page=1&limit=25',
        '/api/admin/designers?status=approved&q=rao&page=1&limit=25',
      ]),
    );

    // Back to the search before: the field says what the list shows.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?status=approved'));
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search' }).getAttribute('maxlength')).toBe('100');
  });

  it('approves an application at the chosen tier with the version shown', async () => {
    const fetch = designersServer((url) => {
      if (url === '/api/admin/designers/5/review') return jsonResponse({ ...applicant, approvalStatus: 'approved', discountTier: 2, discountPercent: 15, version: 3 });
      if (url === '/api/admin/designers/5') return jsonResponse(applicant);
      return undefined;
    });
    renderRoute('/admin/designers/5');

    await screen.findByRole('heading', { level: 1, name: 'Kavya Rao' });
    expect(screen.getByText('29ABCDE1234F1Z5')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByRole('combobox', { name: 'Discount tier' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));

    expect((await screen.findByRole('status')).textContent).toContain('Approved');
    expect(bodyOf(callsTo(fetch, 'POST', '/api/admin/designers/5/review')[0])).toEqual({ version: 2, action: 'approve', discountTier: 2 });
    expect(screen.getByText('2 (15% off the shop’s price)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Suspend' })).toBeTruthy();
  });

  it('rejects with a note, and reads the designer again after a conflict', async () => {
    let reads = 0;
    const fetch = designersServer((url) => {
      if (url === '/api/admin/designers/5/review') return jsonResponse({ statusCode: 409, message: 'The designer was changed by someone else; reload it' }, { status: 409 });
      if (url === '/api/admin/designers/5') {
        reads += 1;
        return jsonResponse(applicant);
      }
      return undefined;
    });
    renderRoute('/admin/designers/5');

    await screen.findByRole('heading', { level: 1, name: 'Kavya Rao' });
    fireEvent.change(screen.getByLabelText('Note to the designer'), { target: { value: 'The portfolio link does not open' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));

    expect((await screen.findByRole('alert')).textContent).toContain('changed by someone else');
    expect(bodyOf(callsTo(fetch, 'POST', '/api/admin/designers/5/review')[0])).toEqual({ version: 2, action: 'reject', note: 'The portfolio link does not open' });
    await waitFor(() => expect(reads).toBe(2));
  });

  it('is not offered to a role that may not manage designers, and its address leads to the role’s own pages', async () => {
    const fetch = designersServer((url) => (url.startsWith('/api/admin/orders') || url.startsWith('/api/admin/dashboard') ? jsonResponse([]) : undefined), 'fulfilment');
    const { router } = renderRoute('/admin/designers');

    const navigation = await screen.findByRole('navigation', { name: 'Back office' });
    expect(within(navigation).queryByRole('link', { name: 'Designers' })).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(fetch.mock.calls.some(([url]) => String(url).startsWith('/api/admin/designers'))).toBe(false);
  });
});
