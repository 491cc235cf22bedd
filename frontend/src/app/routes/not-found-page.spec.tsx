import { renderRoute } from '../../test/render-route';
import { screen, within } from '@testing-library/react';

describe('not-found page', () => {
  it('answers an unknown path with the 404 heading and the router hint', async () => {
    renderRoute('/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
  });

  it('keeps the site header and footer around it', async () => {
    renderRoute('/no-such-page');

    await screen.findByRole('heading', { name: '404 Page Not Found' });
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Curated Art & Decor')).toBeTruthy();
    // jsdom applies the phone layout, where the desktop links are hidden behind the menu button
    // (and hidden elements have no accessible name to query by).
    const mainNav = within(header).getByRole('navigation', { hidden: true });
    expect(
      within(mainNav)
        .getAllByRole('link', { hidden: true })
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Collections', '/collection/contemporary'],
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Track Order', '/order-tracking'],
    ]);
    expect(within(header).getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart');

    const footer = screen.getByRole('contentinfo');
    const footerHrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(footerHrefs).toEqual(
      expect.arrayContaining([
        '/collection/exclusive',
        '/collection/contemporary',
        '/collection/heritage',
        '/contact',
        '/about',
        '/refund-and-returns',
        '/privacy',
        '/terms',
        '/shipping',
        '/order-tracking',
        '/designer/login',
      ]),
    );
    expect(within(footer).getByText(/since 2010/)).toBeTruthy();
  });

  it('shows no public header or footer in the designer area', async () => {
    renderRoute('/designer/login');

    await screen.findByRole('heading', { name: 'Designer sign in' });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
