import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, restoreFetch, stubFetch, stubResponse } from '../../../test/fetch-stub';
import { sampleArtworks } from '../test/sample-artworks';
import { renderInShop } from '../test/render-in-shop';
import { DiscoveryActions } from './discovery-actions';

const loadingText = 'Picking a few artworks just for you...';

afterEach(() => {
  restoreFetch();
  jest.restoreAllMocks();
});

/** The gateway's surprise: `pick` answers each `GET /api/products/surprise` by its seed; by default six artworks from the seed on. */
function serveSurprise(pick: (seed: number) => unknown = (seed) => [...sampleArtworks, ...sampleArtworks].slice(seed % 8, (seed % 8) + 6)) {
  return stubFetch(async (url) => {
    const [path, query] = url.split('?');
    return path === '/api/products/surprise'
      ? jsonResponse(pick(Number(new URLSearchParams(query).get('seed'))))
      : stubResponse('Not Found', { status: 404 });
  });
}

/** The seed of each surprise request, in order. */
function seedsAsked(fetchMock: jest.Mock): string[] {
  return fetchMock.mock.calls.map(([url]) => new URLSearchParams(String(url).split('?')[1]).get('seed') ?? '');
}

/** Makes `Math.random` draw the seed `seed` (the dialogs scale it to 0..2^32-1). */
function nextSeed(seed: number) {
  jest.spyOn(Math, 'random').mockReturnValue(seed / 4294967296);
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
  it('shows a loading message for about 800 ms, then the artworks the server picked for the round’s seed', async () => {
    nextSeed(3);
    const fetchMock = serveSurprise();
    renderInShop(<DiscoveryActions />);

    const openedAt = Date.now();
    const dialog = await openSurprise();

    expect(within(dialog).getByRole('status').textContent).toContain(loadingText);
    expect(within(dialog).getByRole('button', { name: 'Surprise Me Again' }).hasAttribute('disabled')).toBe(true);

    const shown = await shownArtworks(dialog);
    expect(Date.now() - openedAt).toBeGreaterThanOrEqual(790);
    expect(within(dialog).queryByText(loadingText)).toBeNull();

    expect(seedsAsked(fetchMock)).toEqual(['3']);
    expect(shown).toEqual(
      sampleArtworks.slice(3, 8).concat(sampleArtworks[0]).map((artwork) => [artwork.title, `/product/${artwork.id}/${artwork.slug}`]),
    );
    expect(within(dialog).getByText('6 artworks, picked at random.')).toBeTruthy();
  });

  it('draws a new set with a new seed on Surprise Me Again, after the loading message', async () => {
    nextSeed(1);
    const fetchMock = serveSurprise();
    renderInShop(<DiscoveryActions />);
    const dialog = await openSurprise();
    const first = await shownArtworks(dialog);

    nextSeed(5);
    await click(within(dialog).getByRole('button', { name: 'Surprise Me Again' }));

    expect(within(dialog).getByText(loadingText)).toBeTruthy();
    expect(within(dialog).queryByRole('list', { name: 'Surprise artworks' })).toBeNull();
    const second = await shownArtworks(dialog);
    expect(second.map(([title]) => title)).toEqual(['Urban Raga', 'Banyan Chronicles', 'Royal Peacock Durbar', 'Monsoon Reverie', 'Saffron Horizon', 'Indigo Tides']);
    expect(second).not.toEqual(first);
    expect(seedsAsked(fetchMock)).toEqual(['1', '5']);
  });

  it('says so when there is nothing to show, and offers the whole collection', async () => {
    serveSurprise(() => []);
    renderInShop(<DiscoveryActions />);
    const dialog = await openSurprise();

    expect(await within(dialog).findByText('No artworks available for surprise selection.', {}, { timeout: 2000 })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Browse All Art' }).getAttribute('href')).toBe('/collection/all');
    expect(within(dialog).getByRole('button', { name: 'Surprise Me Again' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the same set when reopened at once, and a new one after it was closed for 300 ms', async () => {
    nextSeed(2);
    const fetchMock = serveSurprise();
    renderInShop(<DiscoveryActions />);
    let dialog = await openSurprise();
    const first = await shownArtworks(dialog);

    await closeSurprise(dialog);
    dialog = await openSurprise();
    expect(within(dialog).queryByText(loadingText)).toBeNull();
    expect(await shownArtworks(dialog)).toEqual(first);

    await closeSurprise(dialog);
    await act(() => new Promise((resolve) => setTimeout(resolve, 350)));
    nextSeed(6);
    dialog = await openSurprise();

    expect(within(dialog).getByText(loadingText)).toBeTruthy();
    const next = await shownArtworks(dialog);
    expect(next).not.toEqual(first);
    expect(seedsAsked(fetchMock)).toEqual(['2', '6']);
  });

  it('explains a failed load of the artworks and can ask again', async () => {
    const fetchMock = stubFetch(async () => stubResponse('', { status: 502, statusText: 'Bad Gateway' }));
    renderInShop(<DiscoveryActions />);
    const dialog = await openSurprise();

    const alert = await within(dialog).findByRole('alert', {}, { timeout: 2000 });
    expect(within(alert).getByText('502: Bad Gateway')).toBeTruthy();

    fetchMock.mockImplementation(async () => jsonResponse(sampleArtworks.slice(0, 7)));
    await click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await shownArtworks(dialog)).toHaveLength(7);
  });
});
