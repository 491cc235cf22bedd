import { act, fireEvent, screen, within } from '@testing-library/react';
import { jsonResponse, restoreFetch, stubFetch } from '../../../test/fetch-stub';
import { renderRoute } from '../../../test/render-route';
import { sampleArtworks } from '../test/sample-artworks';

afterEach(restoreFetch);

function serveShop() {
  return stubFetch(async (url) => jsonResponse(url.startsWith('/api/products/surprise?') ? sampleArtworks : []));
}

describe('discovery on the home page', () => {
  it('offers the Art Finder quiz and Surprise Me in the hero', async () => {
    serveShop();
    renderRoute('/');

    const hero = screen.getByRole('region', { name: 'Transform Your Space With Curated Art' });
    expect(within(hero).getByRole('button', { name: 'Art Finder Quiz' }).getAttribute('aria-haspopup')).toBe('dialog');
    expect(within(hero).getByRole('button', { name: 'Surprise Me' }).getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the quiz from the hero', async () => {
    serveShop();
    renderRoute('/');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Art Finder Quiz' }));
    });

    const dialog = await screen.findByRole('dialog', { name: 'Art Finder Quiz' });
    expect(within(dialog).getByText('Question 1 of 5')).toBeTruthy();
  });

  it('opens Surprise Me from the hero', async () => {
    serveShop();
    renderRoute('/');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Surprise Me' }));
    });

    const dialog = await screen.findByRole('dialog', { name: 'Surprise Me' });
    expect(await within(dialog).findByRole('list', { name: 'Surprise artworks' }, { timeout: 2000 })).toBeTruthy();
  });
});
