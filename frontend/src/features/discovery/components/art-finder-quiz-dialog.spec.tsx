import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, restoreFetch, stubFetch, stubResponse } from '../../../test/fetch-stub';
import { sampleArtworks } from '../test/sample-artworks';
import { renderInShop } from '../test/render-in-shop';
import { DiscoveryActions } from './discovery-actions';

afterEach(() => {
  restoreFetch();
  jest.restoreAllMocks();
});

/**
 * Clicks like a shopper: the choice cards' state machines start and react in a microtask after
 * rendering, which a person never outpaces, so each click lets them settle.
 */
async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

/** The gateway's recommendations: `recommend` answers each `GET /api/products/recommendations` by its query. */
function serveRecommendations(recommend: (query: URLSearchParams) => unknown = () => sampleArtworks) {
  return stubFetch(async (url) => {
    const [path, query] = url.split('?');
    return path === '/api/products/recommendations'
      ? jsonResponse(recommend(new URLSearchParams(query)))
      : stubResponse('Not Found', { status: 404 });
  });
}

/** The query of each recommendations request, as a plain object. */
function recommendationQueries(fetchMock: jest.Mock): Array<Record<string, string>> {
  return fetchMock.mock.calls.map(([url]) => Object.fromEntries(new URLSearchParams(String(url).split('?')[1])));
}

async function openQuiz() {
  await click(screen.getByRole('button', { name: 'Art Finder Quiz' }));
  return screen.findByRole('dialog', { name: 'Art Finder Quiz' });
}

function button(dialog: HTMLElement, name: string) {
  return within(dialog).getByRole('button', { name });
}

function option(dialog: HTMLElement, role: 'radio' | 'checkbox', name: string | RegExp) {
  return within(dialog).getByRole(role, { name });
}

function progressOf(dialog: HTMLElement) {
  return within(dialog).getByRole('progressbar');
}

/** Answers every question with the given choices (none means skipping it) and asks for the results. */
async function answerQuiz(dialog: HTMLElement, choices: { space?: string; style?: string; color?: string[]; size?: RegExp; mood?: string[] }) {
  if (choices.space) await click(option(dialog, 'radio', choices.space));
  await click(button(dialog, 'Next'));
  if (choices.style) await click(option(dialog, 'radio', choices.style));
  await click(button(dialog, 'Next'));
  for (const colour of choices.color ?? []) await click(option(dialog, 'checkbox', colour));
  await click(button(dialog, 'Next'));
  if (choices.size) await click(option(dialog, 'radio', choices.size));
  await click(button(dialog, 'Next'));
  for (const mood of choices.mood ?? []) await click(option(dialog, 'checkbox', mood));
  await click(button(dialog, 'View Recommendations'));
}

describe('Art Finder quiz', () => {
  it('walks through the five questions with a progress bar, Cancel or Back, and Next or View Recommendations', async () => {
    serveRecommendations();
    renderInShop(<DiscoveryActions />);
    const dialog = await openQuiz();

    const steps = [
      ['Question 1 of 5', 'Where will your art hang?', 'radio', ['Living room', 'Bedroom', 'Office', 'Dining room', 'Any space']],
      ['Question 2 of 5', 'Which style speaks to you?', 'radio', ['Contemporary', 'Abstract', 'Traditional', 'Heritage', 'Any style']],
      ['Question 3 of 5', 'Which colours do you love?', 'checkbox', ['Vibrant', 'Earthy', 'Pastel', 'Monochrome', 'Any colour']],
      ['Question 4 of 5', 'How much wall do you want to fill?', 'radio', [/^Small/, /^Medium/, /^Large/, /^Extra large/, 'Any size']],
      ['Question 5 of 5', 'What mood should it bring?', 'checkbox', ['Calm', 'Energetic', 'Inspiring', 'Sophisticated', 'Joyful']],
    ] as const;

    for (const [index, [counter, question, role, choices]] of steps.entries()) {
      expect(within(dialog).getByText(counter)).toBeTruthy();
      expect(progressOf(dialog).getAttribute('aria-valuenow')).toBe(String((index + 1) * 20));
      expect(within(dialog).getByText(question)).toBeTruthy();
      for (const choice of choices) expect(option(dialog, role, choice)).toBeTruthy();
      if (index === 3) {
        for (const range of ['Under 24 in', '24-36 in', '36-48 in', 'Over 48 in']) expect(within(dialog).getByText(range)).toBeTruthy();
      }
      expect(within(dialog).getAllByRole(role)).toHaveLength(5);

      expect(within(dialog).queryByRole('button', { name: 'Cancel' }) !== null).toBe(index === 0);
      expect(within(dialog).queryByRole('button', { name: 'Back' }) !== null).toBe(index > 0);
      const isLast = index === steps.length - 1;
      expect(within(dialog).queryByRole('button', { name: 'Next' }) !== null).toBe(!isLast);
      expect(within(dialog).queryByRole('button', { name: 'View Recommendations' }) !== null).toBe(isLast);

      await click(button(dialog, isLast ? 'View Recommendations' : 'Next'));
    }

    await within(dialog).findByRole('list', { name: 'Recommended artworks' });
    expect(progressOf(dialog).getAttribute('aria-valuenow')).toBe('100');
    expect(button(dialog, 'Restart Quiz')).toBeTruthy();
    expect(button(dialog, 'Close')).toBeTruthy();
  });

  it('asks colours and moods as "choose all that apply"', async () => {
    serveRecommendations();
    renderInShop(<DiscoveryActions />);
    const dialog = await openQuiz();

    expect(within(dialog).queryByText('Choose all that apply.')).toBeNull();
    await click(button(dialog, 'Next'));
    await click(button(dialog, 'Next'));
    expect(within(dialog).getByText('Choose all that apply.')).toBeTruthy();
  });

  it('closes on Cancel from the first question', async () => {
    serveRecommendations();
    renderInShop(<DiscoveryActions />);
    const dialog = await openQuiz();

    await click(button(dialog, 'Cancel'));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps one space choice at a time', async () => {
    serveRecommendations();
    renderInShop(<DiscoveryActions />);
    const dialog = await openQuiz();

    await click(option(dialog, 'radio', 'Living room'));
    await click(option(dialog, 'radio', 'Bedroom'));

    const checked = within(dialog)
      .getAllByRole<HTMLInputElement>('radio')
      .filter((radio) => radio.checked);
    expect(checked).toEqual([option(dialog, 'radio', 'Bedroom')]);
  });

  it('toggles colours on and off, and lets "Any colour" stand alone', async () => {
    serveRecommendations();
    renderInShop(<DiscoveryActions />);
    const dialog = await openQuiz();
    await click(button(dialog, 'Next'));
    await click(button(dialog, 'Next'));
    const isChecked = (name: string) => (option(dialog, 'checkbox', name) as HTMLInputElement).checked;

    await click(option(dialog, 'checkbox', 'Vibrant'));
    await click(option(dialog, 'checkbox', 'Earthy'));
    expect([isChecked('Vibrant'), isChecked('Earthy')]).toEqual([true, true]);

    await click(option(dialog, 'checkbox', 'Vibrant'));
    expect([isChecked('Vibrant'), isChecked('Earthy')]).toEqual([false, true]);

    await click(option(dialog, 'checkbox', 'Any colour'));
    expect([isChecked('Earthy'), isChecked('Any colour')]).toEqual([false, true]);
  });

  it('remembers the answers when going back', async () => {
    serveRecommendations();
    renderInShop(<DiscoveryActions />);
    const dialog = await openQuiz();

    await click(option(dialog, 'radio', 'Office'));
    await click(button(dialog, 'Next'));
    await click(option(dialog, 'radio', 'Heritage'));
    await click(button(dialog, 'Back'));

    expect(within(dialog).getByText('Question 1 of 5')).toBeTruthy();
    expect((option(dialog, 'radio', 'Office') as HTMLInputElement).checked).toBe(true);
    await click(button(dialog, 'Next'));
    expect((option(dialog, 'radio', 'Heritage') as HTMLInputElement).checked).toBe(true);
  });

  it('asks the server for the recommendations only once the answers are in, with the round’s seed', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.25);
    const byId = (id: number) => sampleArtworks.find((artwork) => artwork.id === id);
    const fetchMock = serveRecommendations(() => [byId(4), byId(1)]);
    renderInShop(<DiscoveryActions />);
    const dialog = await openQuiz();

    await click(option(dialog, 'radio', 'Living room'));
    await click(button(dialog, 'Next'));
    expect(fetchMock).not.toHaveBeenCalled();
    await click(option(dialog, 'radio', 'Abstract'));
    await click(button(dialog, 'Next'));
    await click(option(dialog, 'checkbox', 'Vibrant'));
    await click(option(dialog, 'checkbox', 'Earthy'));
    await click(button(dialog, 'Next'));
    await click(option(dialog, 'radio', /^Large/));
    await click(button(dialog, 'Next'));
    await click(option(dialog, 'checkbox', 'Joyful'));
    await click(option(dialog, 'checkbox', 'Calm'));
    expect(fetchMock).not.toHaveBeenCalled();
    await click(button(dialog, 'View Recommendations'));

    const results = await within(dialog).findByRole('list', { name: 'Recommended artworks' });
    expect(recommendationQueries(fetchMock)).toEqual([
      { space: 'living', style: 'abstract', color: 'vibrant,earthy', size: 'large', mood: 'joyful,calm', seed: '1073741824' },
    ]);
    const links = within(results).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Marigold Geometry', '/product/4/marigold-geometry'],
      ['Monsoon Reverie', '/product/1/monsoon-reverie'],
    ]);
    expect(within(dialog).getByText('2 artworks suit your answers.')).toBeTruthy();
    expect(within(results).getByText('Kabir Sethi')).toBeTruthy();
  });

  it('leaves out the questions the shopper skipped', async () => {
    const fetchMock = serveRecommendations();
    renderInShop(<DiscoveryActions />);
    const dialog = await openQuiz();

    await answerQuiz(dialog, { style: 'Any style', mood: ['Sophisticated'] });

    await within(dialog).findByRole('list', { name: 'Recommended artworks' });
    expect(recommendationQueries(fetchMock).map(({ seed, ...answers }) => [answers, Number.isInteger(Number(seed))])).toEqual([
      [{ style: 'any', mood: 'sophisticated' }, true],
    ]);
  });

  it('keeps a round’s results, and asks with a new seed for the next round', async () => {
    const random = jest.spyOn(Math, 'random').mockReturnValue(0.5);
    const fetchMock = serveRecommendations((query) => (query.get('seed') === '2147483648' ? sampleArtworks.slice(0, 2) : sampleArtworks.slice(5, 6)));
    renderInShop(<DiscoveryActions />);
    let dialog = await openQuiz();
    await answerQuiz(dialog, { style: 'Contemporary' });
    expect(await within(dialog).findByText('2 artworks suit your answers.')).toBeTruthy();

    await click(within(dialog).getByRole('button', { name: 'Close quiz' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openQuiz();
    expect(within(dialog).getByText('2 artworks suit your answers.')).toBeTruthy();

    random.mockReturnValue(0.75);
    await click(button(dialog, 'Restart Quiz'));
    await answerQuiz(dialog, { style: 'Contemporary' });

    expect(await within(dialog).findByText('One artwork suits your answers.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Urban Raga' })).toBeTruthy();
    expect(recommendationQueries(fetchMock).map(({ seed }) => seed)).toEqual(['2147483648', '3221225472']);
  });

  it('gives each result image its intrinsic size and smaller copies to choose from', async () => {
    serveRecommendations();
    renderInShop(<DiscoveryActions />);
    const dialog = await openQuiz();

    await answerQuiz(dialog, { style: 'Heritage' });

    const results = await within(dialog).findByRole('list', { name: 'Recommended artworks' });
    const image = within(results)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('img'))
      .find((img) => img?.getAttribute('src') === '/media/products/banyan-chronicles/artwork.webp');
    expect(image?.getAttribute('width')).toBe('1600');
    expect(image?.getAttribute('height')).toBe('2057');
    expect(image?.getAttribute('srcset')).toContain('/media/products/banyan-chronicles/artwork-480w.webp 480w');
  });

  it('says so when nothing matches, and offers the whole collection', async () => {
    serveRecommendations(() => []);
    renderInShop(<DiscoveryActions />);
    const dialog = await openQuiz();

    await answerQuiz(dialog, { space: 'Office', style: 'Heritage', color: ['Pastel'], mood: ['Calm'] });

    expect(await within(dialog).findByText("We couldn't find exact matches for your preferences.")).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Browse All Art' }).getAttribute('href')).toBe('/collection/all');
    expect(within(dialog).queryByRole('list', { name: 'Recommended artworks' })).toBeNull();
  });

  it('starts again from the first question on Restart Quiz', async () => {
    serveRecommendations();
    renderInShop(<DiscoveryActions />);
    const dialog = await openQuiz();
    await answerQuiz(dialog, { space: 'Dining room', style: 'Contemporary' });
    await within(dialog).findByRole('list', { name: 'Recommended artworks' });

    await click(button(dialog, 'Restart Quiz'));

    expect(within(dialog).getByText('Question 1 of 5')).toBeTruthy();
    expect((option(dialog, 'radio', 'Dining room') as HTMLInputElement).checked).toBe(false);
  });

  it('keeps its place when reopened at once, and starts over once it has been closed for 300 ms', async () => {
    serveRecommendations();
    renderInShop(<DiscoveryActions />);
    let dialog = await openQuiz();
    await click(option(dialog, 'radio', 'Bedroom'));
    await click(button(dialog, 'Next'));
    await click(button(dialog, 'Next'));

    await click(within(dialog).getByRole('button', { name: 'Close quiz' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openQuiz();
    expect(within(dialog).getByText('Question 3 of 5')).toBeTruthy();

    await click(within(dialog).getByRole('button', { name: 'Close quiz' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(() => new Promise((resolve) => setTimeout(resolve, 350)));
    dialog = await openQuiz();

    expect(within(dialog).getByText('Question 1 of 5')).toBeTruthy();
    expect((option(dialog, 'radio', 'Bedroom') as HTMLInputElement).checked).toBe(false);
  });

  it('closes from the results with Close', async () => {
    serveRecommendations();
    renderInShop(<DiscoveryActions />);
    const dialog = await openQuiz();
    await answerQuiz(dialog, {});
    await within(dialog).findByRole('list', { name: 'Recommended artworks' });

    await click(button(dialog, 'Close'));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('explains a failed load of the artworks and can ask again', async () => {
    const fetchMock = stubFetch(async () => stubResponse('catalog service unavailable', { status: 503 }));
    renderInShop(<DiscoveryActions />);
    const dialog = await openQuiz();
    await answerQuiz(dialog, {});

    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('The artworks could not be loaded.')).toBeTruthy();
    expect(within(alert).getByText('503: catalog service unavailable')).toBeTruthy();

    fetchMock.mockImplementation(async () => jsonResponse(sampleArtworks));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await within(dialog).findByRole('list', { name: 'Recommended artworks' })).toBeTruthy();
  });
});
