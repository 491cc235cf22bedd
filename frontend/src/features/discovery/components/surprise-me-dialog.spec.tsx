import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, restoreFetch, stubFetch, stubResponse } from '../../../test/fetch-stub';
import { seededRandom } from '../model/random';
import { sampleArtworks } from '../test/sample-artworks';
import { renderInShop } from '../test/render-in-shop';
import { DiscoveryActions } from './discovery-actions';

const loadingText = 'Picking a few artworks just for you...';

afterEach(() => {
  restoreFetch();
  jest.restoreAllMocks();
});

function serveArtworks(artworks: unknown = sampleArtworks) {
  return stubFetch(async (url) => (url === '/api/products' ? jsonResponse(artworks) : stubResponse('Not Found', { status: 404 })));
}

async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

async function openSurprise() {
  await click(screen.getByRole('button', { name: 'Surprise Me' }));
  return screen.findByRole('dialog', { name: 'Surprise Me' });
}

async function closeSurprise(dialog: HTMLElement) {
  await click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** The artworks on show, as [title, link] in the order shown, once the loading message is gone. */
async function shownArtworks(dialog: HTMLElement) {
  const list = await within(dialog).findByRole('list', { name: 'Surprise artworks' }, { timeout: 2000 });
  return within(list)
    .getAllByRole('link')
    .map((link) => [link.textContent ?? '', link.getAttribute('href') ?? '']);
}

describe('Surprise Me', () => {
  it('shows a loading message for about 800 ms, then 6 to 8 random artworks linking to their pages', async () => {
    const fetchMock = serveArtworks();
    renderInShop(<DiscoveryActions />);

    const openedAt = Date.now();
    const dialog = await openSurprise();

    expect(within(dialog).getByRole('status').textContent).toContain(loadingText);
    expect(within(dialog).getByRole('button', { name: 'Surprise Me Again' }).hasAttribute('disabled')).toBe(true);

    const shown = await shownArtworks(dialog);
    expect(Date.now() - openedAt).toBeGreaterThanOrEqual(790);
    expect(within(dialog).queryByText(loadingText)).toBeNull();

    expect(shown.length).toBeGreaterThanOrEqual(6);
    expect(shown.length).toBeLessThanOrEqual(8);
    expect(new Set(shown.map(([title]) => title)).size).toBe(shown.length);
    for (const [title, href] of shown) {
      const artwork = sampleArtworks.find((candidate) => candidate.title === title);
      expect(href).toBe(`/product/${artwork?.id}/${artwork?.slug}`);
    }
    expect(within(dialog).getByText(`${shown.length} artworks, picked at random.`)).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/products']);
  });

  it('draws a new set on Surprise Me Again, after the loading message', async () => {
    jest.spyOn(Math, 'random').mockImplementation(seededRandom(2024));
    serveArtworks();
    renderInShop(<DiscoveryActions />);
    const dialog = await openSurprise();
    const first = await shownArtworks(dialog);

    await click(within(dialog).getByRole('button', { name: 'Surprise Me Again' }));

    expect(within(dialog).getByText(loadingText)).toBeTruthy();
    expect(within(dialog).queryByRole('list', { name: 'Surprise artworks' })).toBeNull();
    const second = await shownArtworks(dialog);
    expect(second.length).toBeGreaterThanOrEqual(6);
    expect(second.length).toBeLessThanOrEqual(8);
    expect(second).not.toEqual(first);
  });

  it('shows every artwork when the shop has fewer than six', async () => {
    serveArtworks(sampleArtworks.slice(0, 3));
    renderInShop(<DiscoveryActions />);
    const dialog = await openSurprise();

    const shown = await shownArtworks(dialog);

    expect(shown.map(([title]) => title).sort()).toEqual(['Indigo Tides', 'Monsoon Reverie', 'Saffron Horizon']);
  });

  it('says so when there is nothing to show, and offers the whole collection', async () => {
    serveArtworks([]);
    renderInShop(<DiscoveryActions />);
    const dialog = await openSurprise();

    expect(await within(dialog).findByText('No artworks available for surprise selection.', {}, { timeout: 2000 })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Browse All Art' }).getAttribute('href')).toBe('/collection/all');
    expect(within(dialog).getByRole('button', { name: 'Surprise Me Again' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the same set when reopened at once, and a new one after it was closed for 300 ms', async () => {
    jest.spyOn(Math, 'random').mockImplementation(seededRandom(7));
    serveArtworks();
    renderInShop(<DiscoveryActions />);
    let dialog = await openSurprise();
    const first = await shownArtworks(dialog);

    await closeSurprise(dialog);
    dialog = await openSurprise();
    expect(within(dialog).queryByText(loadingText)).toBeNull();
    expect(await shownArtworks(dialog)).toEqual(first);

    await closeSurprise(dialog);
    await act(() => new Promise((resolve) => setTimeout(resolve, 350)));
    dialog = await openSurprise();

    expect(within(dialog).getByText(loadingText)).toBeTruthy();
    const next = await shownArtworks(dialog);
    expect(next).not.toEqual(first);
  });

  it('explains a failed load of the artworks and can ask again', async () => {
    const fetchMock = stubFetch(async () => stubResponse('', { status: 502, statusText: 'Bad Gateway' }));
    renderInShop(<DiscoveryActions />);
    const dialog = await openSurprise();

    const alert = await within(dialog).findByRole('alert', {}, { timeout: 2000 });
    expect(within(alert).getByText('502: Bad Gateway')).toBeTruthy();

    fetchMock.mockImplementation(async () => jsonResponse(sampleArtworks));
    await click(within(alert).getByRole('button', { name: 'Try again' }));

    expect((await shownArtworks(dialog)).length).toBeGreaterThanOrEqual(6);
  });
});
