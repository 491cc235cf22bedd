import { screen, within } from '@testing-library/react';
import { jsonResponse, restoreFetch, stubFetch, stubResponse } from '../../../test/fetch-stub';
import { renderRoute } from '../../../test/render-route';
import { sampleBlogPosts } from '../test/sample-blog-posts';

afterEach(restoreFetch);

function serveBlog() {
  return stubFetch(async (url) =>
    url === '/api/seo/blog-posts' ? jsonResponse(sampleBlogPosts) : stubResponse('Not Found', { status: 404 }),
  );
}

describe('blog post page', () => {
  it('shows the post of the slug: title, author, date, image and its paragraphs', async () => {
    serveBlog();
    renderRoute('/blog/madhubani-a-living-heritage');

    const article = (await screen.findByRole('heading', { level: 1, name: 'Madhubani: A Living Heritage' })).closest('article');
    if (!article) throw new Error('The post is not an article');

    expect(within(article).getByText('By Priya Nair')).toBeTruthy();
    expect(within(article).getByText('March 5, 2025').getAttribute('datetime')).toBe('2025-03-05');
    expect(within(article).getByText('Heritage Art')).toBeTruthy();
    const image = article.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/media/products/banyan-chronicles/artwork.webp');
    expect(image?.getAttribute('srcset')).toContain('/media/products/banyan-chronicles/artwork-960w.webp 960w');
    const paragraphs = [...article.querySelectorAll('p')].map((paragraph) => paragraph.textContent);
    expect(paragraphs).toEqual(
      expect.arrayContaining([
        'Madhubani painting began on the mud walls of homes in the Mithila region of Bihar, painted by women for weddings and festivals.',
        'Every motif carries meaning: fish for fertility and luck, the peacock for love, the tree of life for the bond between generations.',
        'Today the tradition lives on through artists who paint on paper and canvas.',
      ]),
    );
    expect(within(article).getByText('folk art')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Blog' }).getAttribute('href')).toBe('/blog');
  });

  it('answers an unknown slug with Post Not Found and a way back to the blog', async () => {
    serveBlog();
    renderRoute('/blog/no-such-post');

    expect(await screen.findByRole('heading', { level: 1, name: 'Post Not Found' })).toBeTruthy();
    expect(screen.getByText("The blog post you're looking for doesn't exist.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Blog' }).getAttribute('href')).toBe('/blog');
  });

  it('shows a placeholder while the post loads, not the not-found message', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubFetch((url) => (url === '/api/seo/blog-posts' ? new Promise<Response>((resolve) => (answer = resolve)) : Promise.resolve(stubResponse('Not Found', { status: 404 }))));
    renderRoute('/blog/how-to-choose-art-for-every-room');

    expect(await screen.findByRole('status', { name: 'Loading article' })).toBeTruthy();
    expect(screen.queryByText('Post Not Found')).toBeNull();

    answer(jsonResponse(sampleBlogPosts));

    expect(await screen.findByRole('heading', { level: 1, name: 'How to Choose Art for Every Room' })).toBeTruthy();
  });

  it('explains a failed load instead of claiming the post does not exist', async () => {
    stubFetch(async () => stubResponse('', { status: 504, statusText: 'Gateway Timeout' }));
    renderRoute('/blog/how-to-choose-art-for-every-room');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('504: Gateway Timeout')).toBeTruthy();
    expect(screen.queryByText('Post Not Found')).toBeNull();
  });
});
