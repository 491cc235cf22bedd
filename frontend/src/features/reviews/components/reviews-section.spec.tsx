import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queriesTo } from '../../../test/catalog-fixtures';
import { aditi, rememberUser, stubSignInPopup } from '../../../test/account-fixtures';
import { abandonSignIn } from '../test/sign-in';
import { jsonResponse, restoreFetch, stubFetch } from '../../../test/fetch-stub';
import { renderRoute } from '../../../test/render-route';
import { makeReview, PHOTO_ID, reviewsAnswer, reviewsApi, type ReviewsApiOptions } from '../test/reviews-fixtures';

const verified = makeReview({
  id: 11,
  rating: 5,
  title: 'Even better on the wall',
  customerName: 'Priya S.',
  isVerifiedPurchase: true,
  helpfulVotes: 3,
  images: [{ id: PHOTO_ID, url: `/media/reviews/${PHOTO_ID}.webp`, variants: [{ width: 480, url: `/media/reviews/${PHOTO_ID}-480w.webp` }] }],
  reply: { content: 'Thank you, Priya!', isAdmin: true, createdAt: '2025-04-03T05:00:00.000Z', updatedAt: '2025-04-03T05:00:00.000Z' },
});
const plain = makeReview({ id: 12, rating: 3, title: 'Good, smaller than I thought', customerName: 'Rahul', createdAt: '2025-03-01T05:00:00.000Z' });

const problem = (status: number, message: string) => jsonResponse({ statusCode: status, message }, { status });

/** A shopper who signed in earlier: remembered in the browser, with a live session cookie. */
function signedIn(): ReviewsApiOptions {
  rememberUser();
  return { sessionUser: aditi };
}

function openProduct(options: ReviewsApiOptions = {}, path = '/product/1/monsoon-reverie') {
  const api = reviewsApi({ sessionUser: null, ...options });
  const fetchMock = stubFetch(api.handler);
  const view = renderRoute(path);
  return { ...api, fetchMock, ...view };
}

async function reviewsRegion() {
  // The first page of a test file loads the product page's and the reviews' code first.
  return screen.findByRole('region', { name: 'Customer Reviews' }, { timeout: 5000 });
}

function structuredData(): Array<Record<string, unknown>> {
  return [...document.querySelectorAll('script[type="application/ld+json"]')]
    .map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>)
    .filter((data) => data['@type'] === 'Product');
}

// jsdom does not lay pages out, so it has no scrollIntoView; the router calls it for `#reviews`.
beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});
beforeEach(() => localStorage.clear());
afterEach(restoreFetch);

describe('customer reviews on the product page', () => {
  it('shows the average, count and histogram, and each review with its stars, badge, photo and the shop reply', async () => {
    openProduct({ list: () => reviewsAnswer([verified, plain]) });

    const region = await reviewsRegion();
    expect(region.id).toBe('reviews');
    expect(await within(region).findByText('4.0 out of 5')).toBeTruthy();
    expect(within(region).getByText('Based on 2 reviews')).toBeTruthy();
    const histogram = within(region).getByRole('list', { name: 'Ratings breakdown' });
    expect(within(histogram).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '5 stars 1',
      '4 stars 0',
      '3 stars 1',
      '2 stars 0',
      '1 star 0',
    ]);

    const first = within(region).getByRole('article', { name: 'Even better on the wall' });
    expect(within(first).getByRole('img', { name: '5 out of 5 stars' })).toBeTruthy();
    expect(within(first).getByText('Priya S.')).toBeTruthy();
    expect(within(first).getByText('April 2, 2025')).toBeTruthy();
    expect(within(first).getByText('Verified Purchase')).toBeTruthy();
    expect(within(first).getByRole('img', { name: "Photo from Priya S.'s review" }).getAttribute('src')).toBe(`/media/reviews/${PHOTO_ID}.webp`);
    expect(within(within(first).getByRole('note', { name: 'Reply from the shop' })).getByText('Thank you, Priya!')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Helpful (3)' })).toBeTruthy();

    const second = within(region).getByRole('article', { name: 'Good, smaller than I thought' });
    expect(within(second).getByRole('img', { name: '3 out of 5 stars' })).toBeTruthy();
    expect(within(second).queryByText('Verified Purchase')).toBeNull();
    expect(within(second).queryByRole('note')).toBeNull();
  });

  it('invites the first review when there is none, without structured data', async () => {
    openProduct({ list: () => reviewsAnswer([]) });

    const region = await reviewsRegion();
    expect(await within(region).findByText('No reviews yet. Be the first to review this print.')).toBeTruthy();
    expect(within(region).queryByRole('list', { name: 'Ratings breakdown' })).toBeNull();
    expect(within(region).queryByRole('combobox', { name: 'Sort reviews' })).toBeNull();
    expect(structuredData()).toEqual([]);
  });

  it('says "Based on 1 review" for a single review', async () => {
    openProduct({ list: () => reviewsAnswer([plain]) });

    const region = await reviewsRegion();
    expect(await within(region).findByText('Based on 1 review')).toBeTruthy();
    expect(within(region).getByText('3.0 out of 5')).toBeTruthy();
  });

  it('carries AggregateRating and the approved reviews shown as JSON-LD', async () => {
    openProduct({ list: () => reviewsAnswer([verified, plain]) });
    await within(await reviewsRegion()).findByText('4.0 out of 5');

    const [product] = structuredData();
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Monsoon Reverie',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 2, bestRating: 5, worstRating: 1 },
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Priya S.' },
          datePublished: '2025-04-02',
          name: 'Even better on the wall',
          reviewBody: verified.content,
          reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
        },
        { '@type': 'Review', author: { '@type': 'Person', name: 'Rahul' }, name: 'Good, smaller than I thought', reviewRating: { ratingValue: 3 } },
      ],
    });
  });

  it('shows markup a shopper typed as text, and keeps it from ending the JSON-LD block', async () => {
    const hostile = makeReview({
      id: 13,
      title: '<script>alert("title")</script>',
      content: 'Lovely <img src=x onerror=alert(1)> print </script><b>bold</b>',
      customerName: '<i>Mallory</i>',
    });
    openProduct({ list: () => reviewsAnswer([hostile]) });

    const region = await reviewsRegion();
    const article = await within(region).findByRole('article', { name: '<script>alert("title")</script>' });
    expect(within(article).getByText('Lovely <img src=x onerror=alert(1)> print </script><b>bold</b>')).toBeTruthy();
    expect(within(article).getByText('<i>Mallory</i>')).toBeTruthy();
    expect(article.querySelectorAll('script, img[src="x"], b, i')).toHaveLength(0);

    const block = [...document.querySelectorAll('script[type="application/ld+json"]')].find((script) => script.textContent?.includes('Review'));
    expect(block?.textContent).not.toContain('</script>');
    expect(block?.textContent).not.toContain('<');
    const [product] = structuredData();
    expect((product.review as Array<Record<string, unknown>>)[0]).toMatchObject({ name: hostile.title, reviewBody: hostile.content, author: { name: '<i>Mallory</i>' } });
  });

  it('asks for the sort and the photos-only filter chosen, back on the first page', async () => {
    const { fetchMock } = openProduct({ list: () => reviewsAnswer([verified, plain], { total: 30 }) }, '/product/1/monsoon-reverie?reviewPage=2');
    const region = await reviewsRegion();
    await within(region).findByText('4.0 out of 5');
    expect(queriesTo(fetchMock, '/api/products/1/reviews').at(-1)).toEqual({ sort: 'newest', withPhotos: 'false', page: '2', limit: '10' });

    const sort = within(region).getByRole('combobox', { name: 'Sort reviews' });
    expect([...sort.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Newest', 'Highest rated', 'Lowest rated', 'Most helpful']);
    fireEvent.change(sort, { target: { value: 'helpful' } });
    await waitFor(() => expect(queriesTo(fetchMock, '/api/products/1/reviews').at(-1)).toEqual({ sort: 'helpful', withPhotos: 'false', page: '1', limit: '10' }));

    fireEvent.click(within(region).getByRole('checkbox', { name: 'With photos only' }));
    await waitFor(() => expect(queriesTo(fetchMock, '/api/products/1/reviews').at(-1)).toEqual({ sort: 'helpful', withPhotos: 'true', page: '1', limit: '10' }));
    expect((within(region).getByRole('checkbox', { name: 'With photos only' }) as HTMLInputElement).checked).toBe(true);
  });

  it('links the other pages of reviews when there is more than one', async () => {
    const { fetchMock } = openProduct({ list: (query) => reviewsAnswer(query.get('page') === '3' ? [plain] : [verified], { total: 25 }) });
    const region = await reviewsRegion();
    const pages = await within(region).findByRole('navigation', { name: 'Review pages' });
    expect(within(pages).getByText('1').closest('[aria-current="page"]')).not.toBeNull();
    const third = within(pages).getByRole('link', { name: 'Page 3' });
    expect(third.getAttribute('href')).toBe('/product/1/monsoon-reverie?reviewPage=3#reviews');

    fireEvent.click(third);

    expect(await within(region).findByRole('article', { name: 'Good, smaller than I thought' })).toBeTruthy();
    expect(queriesTo(fetchMock, '/api/products/1/reviews').at(-1)).toMatchObject({ page: '3' });
    expect(within(region).getByRole('link', { name: 'Page 1' })).toBeTruthy();
  });

  it('shows no page links for a single page', async () => {
    openProduct({ list: () => reviewsAnswer([verified, plain]) });
    const region = await reviewsRegion();
    await within(region).findByText('4.0 out of 5');
    expect(within(region).queryByRole('navigation', { name: 'Review pages' })).toBeNull();
  });
});

describe('helpful votes', () => {
  it("counts a signed-in shopper's vote, thanks them and then rests", async () => {
    const { sent } = openProduct({ ...signedIn(), list: () => reviewsAnswer([verified]), vote: () => jsonResponse({ helpfulVotes: 4, counted: true }) });
    const article = await within(await reviewsRegion()).findByRole('article', { name: 'Even better on the wall' });

    fireEvent.click(within(article).getByRole('button', { name: 'Helpful (3)' }));

    const counted = await within(article).findByRole('button', { name: 'Helpful (4)' });
    expect((counted as HTMLButtonElement).disabled).toBe(true);
    expect(within(article).getByText('Thanks for your feedback')).toBeTruthy();
    expect(sent.votes).toEqual([11]);
  });

  it("shows the server's reason when a vote is refused", async () => {
    openProduct({ ...signedIn(), list: () => reviewsAnswer([verified]), vote: () => problem(409, 'Your own review cannot be voted on by you') });
    const article = await within(await reviewsRegion()).findByRole('article', { name: 'Even better on the wall' });

    fireEvent.click(within(article).getByRole('button', { name: 'Helpful (3)' }));

    expect((await within(article).findByRole('alert')).textContent).toBe('Your own review cannot be voted on by you');
    expect((within(article).getByRole('button', { name: 'Helpful (3)' }) as HTMLButtonElement).disabled).toBe(false);
    expect(within(article).queryByText('Thanks for your feedback')).toBeNull();
  });

  it('offers a signed-out shopper sign-in instead of voting', async () => {
    const signIn = stubSignInPopup();
    const { sent } = openProduct({ list: () => reviewsAnswer([verified]) });
    const article = await within(await reviewsRegion()).findByRole('article', { name: 'Even better on the wall' });
    const writeButton = screen.getByRole('button', { name: 'Sign in to write a review' });

    fireEvent.click(within(article).getByRole('button', { name: 'Helpful (3)' }));

    expect(signIn.open).toHaveBeenCalledTimes(1);
    expect(await signIn.authorizationUrl()).toBeTruthy();
    expect(sent.votes).toEqual([]);
    await abandonSignIn(signIn, writeButton);
  });
});
