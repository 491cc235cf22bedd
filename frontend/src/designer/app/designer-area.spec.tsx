import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { leaveShopFor } from '../../lib/browser-location';
import { jsonResponse, restoreFetch, stubFetch } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';
import { dashboard, portalServer } from '../test/trade-fixtures';

jest.mock('../../lib/browser-location');

afterEach(() => restoreFetch());

describe('the trade portal’s frame', () => {
  it('sends a browser without a designer session to the sign-in page', async () => {
    stubFetch(async () => jsonResponse({ statusCode: 401, message: 'Unauthorized' }, { status: 401 }));
    const { router } = renderRoute('/designer/projects');

    await waitFor(() => expect(router.state.location.pathname).toBe('/designer/login'));
    expect(await screen.findByRole('heading', { name: 'Designer sign in' })).toBeTruthy();
  });

  it('goes to the sign-in page when any call finds the session ended', async () => {
    portalServer((url) => (url === '/api/designer/dashboard' ? jsonResponse({ statusCode: 401, message: 'Unauthorized' }, { status: 401 }) : undefined));
    const { router } = renderRoute('/designer');

    await waitFor(() => expect(router.state.location.pathname).toBe('/designer/login'));
  });

  it('shows its own navigation and no shop header or footer, with the designer and sign-out', async () => {
    portalServer((url) => (url === '/api/designer/dashboard' ? jsonResponse(dashboard) : undefined));
    renderRoute('/designer');

    const navigation = await screen.findByRole('navigation', { name: 'Trade portal' });
    expect(within(navigation).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(within(navigation).getByRole('link', { name: 'Quotes' }).getAttribute('href')).toBe('/designer/quotes');
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('group', { name: 'Signed in as' }).textContent).toContain('tier 2 (15% off)');
  });

  it('signs out on the server and leaves for the sign-in page', async () => {
    const fetch = portalServer((url) => {
      if (url === '/api/designer/dashboard') return jsonResponse(dashboard);
      if (url === '/api/designer/auth/logout') return jsonResponse({ success: true });
      return undefined;
    });
    renderRoute('/designer');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(leaveShopFor).toHaveBeenCalledWith('/designer/login'));
    expect(fetch.mock.calls.some(([url, init]) => String(url) === '/api/designer/auth/logout' && init?.method === 'POST')).toBe(true);
  });
});
