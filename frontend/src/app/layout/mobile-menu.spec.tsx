import { renderRoute } from '../../test/render-route';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

describe('mobile menu', () => {
  it('slides in with the phone navigation and closes after a link is chosen', async () => {
    const { router } = renderRoute('/about');

    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));

    const menu = await screen.findByRole('dialog');
    const nav = within(menu).getByRole('navigation', { name: 'Mobile' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Collections', '/collection/contemporary'],
      ['Blog', '/blog'],
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Track Order', '/order-tracking'],
      ['Cart', '/cart'],
    ]);

    fireEvent.click(within(nav).getByRole('link', { name: 'Contact' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/contact');
  });
});
