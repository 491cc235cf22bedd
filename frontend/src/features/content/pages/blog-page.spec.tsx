import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, restoreFetch, stubFetch, stubResponse } from '../../../test/fetch-stub';
import { renderRoute } from '../../../test/render-route';
import { sampleBlogPosts } from '../test/sample-blog-posts';

afterEach(restoreFetch);

function serveBlog(posts: unknown = sampleBlogPosts) {
  return stubFetch(async (url) => (url === '/api/seo/blog-posts' ? jsonResponse(posts) : stubResponse('Not Found', { status: 404 })));
}

function cardsIn(section: HTMLElement) {
  return within(section)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('blog page', () => {
  it('shows the featured articles, each linking to its post', async () => {
    const fetchMock = serveBlog();
    renderRoute('/blog');

    const featured = await screen.findByRole('region', { name: 'Featured Articles' });
    await within(featured).findByRole('heading', { name: 'How to Choose Art for Every Room' });

    expect(cardsIn(featured)).toEqual([
      ['How to Choose Art for Every Room', '/blog/how-to-choose-art-for-every-room'],
      ['The Rise of Contemporary Indian Art', '/blog/the-rise-of-contemporary-indian-art'],
    ]);
    expect(within(featured).getByText('Rahul Menon')).toBeTruthy();
    expect(within(featured).getByText('February 7, 2025')).toBeTruthy();
    expect(within(featured).getByText('Interior Design')).toBeTruthy();
    // Besides the footer's site settings, the posts are read once.
    expect(fetchMock.mock.calls.map(([url]) => url).filter((url) => url !== '/api/site-settings')).toEqual(['/api/seo/blog-posts']);
  });

  it('lists every article newest first under Latest Articles', async () => {
    serveBlog();
    renderRoute('/blog');

    const latest = await screen.findByRole('region', { name: 'Latest Articles' });
    await within(latest).findByRole('heading', { name: 'Madhubani: A Living Heritage' });

    expect(cardsIn(latest)).toEqual([
      ['Madhubani: A Living Heritage', '/blog/madhubani-a-living-heritage'],
      ['How to Choose Art for Every Room', '/blog/how-to-choose-art-for-every-room'],
      ['The Rise of Contemporary Indian Art', '/blog/the-rise-of-contemporary-indian-art'],
    ]);
    expect(within(latest).getByText(sampleBlogPosts[0].excerpt)).toBeTruthy();
  });

  it('describes the three topics of the blog', async () => {
    serveBlog();
    renderRoute('/blog');

    const topics = await screen.findByRole('region', { name: 'What We Write About' });
    expect(within(topics).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Art Trends',
      'Interior Design',
      'Heritage Art',
    ]);
  });

  it('shows placeholders while the articles load', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubFetch((url) => (url === '/api/seo/blog-posts' ? new Promise<Response>((resolve) => (answer = resolve)) : Promise.resolve(stubResponse('Not Found', { status: 404 }))));
    renderRoute('/blog');

    const featured = await screen.findByRole('region', { name: 'Featured Articles' });
    expect(within(featured).getByRole('status', { name: 'Loading featured articles' })).toBeTruthy();

    answer(jsonResponse(sampleBlogPosts));

    await within(featured).findByRole('heading', { name: 'How to Choose Art for Every Room' });
    expect(within(featured).queryByRole('status')).toBeNull();
  });

  it('explains a failed load and asks again on request', async () => {
    const fetchMock = stubFetch(async () => stubResponse('catalog service unavailable', { status: 503 }));
    renderRoute('/blog');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The articles could not be loaded.')).toBeTruthy();
    expect(within(alert).getByText('503: catalog service unavailable')).toBeTruthy();

    fetchMock.mockImplementation(async () => jsonResponse(sampleBlogPosts));
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    await screen.findByRole('region', { name: 'Latest Articles' });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('says so when nothing has been published', async () => {
    serveBlog([]);
    renderRoute('/blog');

    expect(await screen.findByText('No articles have been published yet.')).toBeTruthy();
    expect(screen.getByText('No featured articles right now.')).toBeTruthy();
  });
});
