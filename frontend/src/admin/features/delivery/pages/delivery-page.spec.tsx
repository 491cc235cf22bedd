import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StaffRole } from '@shop/contracts';
import { jsonResponse, restoreFetch, stubFetch } from '../../../../test/fetch-stub';
import { renderRoute } from '../../../../test/render-route';
import { staffMe } from '../../../test/staff-fixtures';

afterEach(() => restoreFetch());

const SETTINGS = { originPincode: '400001', originCity: 'Mumbai', originState: 'Maharashtra', holidays: ['2025-12-25'], version: 3 };
const KOTTAYAM = { pincode: '686001', city: 'Kottayam', district: 'Kottayam', state: 'Kerala', serviceable: true, codAllowed: true, extraTransitDays: 0, version: 1, updatedAt: null };
const ERNAKULAM = { ...KOTTAYAM, pincode: '682001', city: 'Ernakulam', district: 'Ernakulam' };

function deliveryServer(role: StaffRole) {
  return stubFetch(async (url, init) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    if (url === '/api/admin/auth/me') return jsonResponse(staffMe(role));
    if (url === '/api/admin/delivery-settings' && method === 'GET') return jsonResponse(SETTINGS);
    if (url === '/api/admin/delivery-settings' && method === 'PUT') {
      return jsonResponse({ ...SETTINGS, originPincode: body?.originPincode, holidays: body?.holidays, version: 4 });
    }
    if (url.startsWith('/api/admin/pincodes?')) return jsonResponse([ERNAKULAM, KOTTAYAM], { headers: { 'X-Total-Count': '2' } });
    if (url === '/api/admin/pincodes/686001' && method === 'PUT') {
      const { version: _version, ...change } = body as Record<string, unknown>;
      return jsonResponse({ ...KOTTAYAM, ...change, version: 2 });
    }
    return jsonResponse({ statusCode: 404, message: 'Not found' }, { status: 404 });
  });
}

const sent = (fetch: ReturnType<typeof stubFetch>, url: string) =>
  fetch.mock.calls.filter(([called, init]) => called === url && init?.method === 'PUT').map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('the delivery and PIN codes page', () => {
  it('saves the dispatch PIN code and holidays with the version it read', async () => {
    const fetch = deliveryServer('manager');
    renderRoute('/admin/delivery');
    const form = await screen.findByRole('form', { name: 'Dispatch and holidays' });
    expect(form.textContent).toContain('Parcels leave from Mumbai, Maharashtra');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Holidays' }), { target: { value: '2025-12-25\n2026-01-26, 2025-11-05' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save dispatch and holidays' }));
    await screen.findByText('Saved. Promises from now on follow these settings.');
    expect(sent(fetch, '/api/admin/delivery-settings')).toEqual([{ version: 3, originPincode: '400001', holidays: ['2025-12-25', '2026-01-26', '2025-11-05'] }]);
  });

  it('turns off cash on delivery for one PIN code and adds transit days', async () => {
    const fetch = deliveryServer('owner');
    renderRoute('/admin/delivery');
    const table = await screen.findByRole('table', { name: 'PIN codes' });
    expect(screen.getByText('2 PIN codes')).toBeTruthy();
    const save = within(table).getByRole('button', { name: 'Save for 686001' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Cash on delivery for 686001' }));
    fireEvent.change(within(table).getByRole('spinbutton', { name: 'Extra transit days for 686001' }), { target: { value: '2' } });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(sent(fetch, '/api/admin/pincodes/686001')).toEqual([{ version: 1, serviceable: true, codAllowed: false, extraTransitDays: 2 }]));
    expect(sent(fetch, '/api/admin/pincodes/682001')).toEqual([]);
  });

  it('shows fulfilment staff the table and the settings without a way to change them', async () => {
    deliveryServer('fulfilment');
    renderRoute('/admin/delivery');
    const table = await screen.findByRole('table', { name: 'PIN codes' });
    expect(within(table).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Save dispatch and holidays' })).toBeNull();
  });
});
