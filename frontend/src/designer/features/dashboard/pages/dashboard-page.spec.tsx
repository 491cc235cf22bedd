import { screen, within } from '@testing-library/react';
import { jsonResponse, restoreFetch } from '../../../../test/fetch-stub';
import { renderRoute } from '../../../../test/render-route';
import { dashboard, portalServer } from '../../../test/trade-fixtures';

afterEach(() => restoreFetch());

describe('the designer’s dashboard', () => {
  it('shows the revenue, the projects, the quotes by state and the recent quotes', async () => {
    portalServer((url) => (url === '/api/designer/dashboard' ? jsonResponse(dashboard) : undefined));
    renderRoute('/designer');

    expect((await screen.findByRole('group', { name: 'Revenue' })).textContent).toContain('₹4,590.00');
    expect(screen.getByRole('group', { name: 'Projects completed' }).textContent).toContain('1');
    expect(screen.getByRole('group', { name: 'Ongoing projects' }).textContent).toContain('2');
    expect(screen.getByRole('link', { name: 'Sent: 2' }).getAttribute('href')).toBe('/designer/quotes?status=sent');
    expect(screen.getByRole('link', { name: 'Ordered: 1' })).toBeTruthy();
    const recent = screen.getByRole('table', { name: 'Recent quotes' });
    expect(within(recent).getByRole('link', { name: 'Q-2611-4K7P' }).getAttribute('href')).toBe('/designer/quotes/21');
    expect(within(recent).getAllByRole('row')[1].textContent).toContain('Meera Shah');
  });
});
