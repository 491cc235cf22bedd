import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StaffReview } from '@shop/contracts';
import { jsonResponse, restoreFetch, stubFetch } from '../../../../test/fetch-stub';
import { renderRoute } from '../../../../test/render-route';
import { staffMe } from '../../../test/staff-fixtures';

afterEach(() => restoreFetch());

const PHOTO_ID = 'a'.repeat(64);

const pending: StaffReview = {
  id: 12,
  productId: 3,
  productTitle: 'Lotus Pond',
  customerName: 'Rahul Menon',
  customerEmail: 'rahul@example.in',
  rating: 4,
  title: 'Lovely colours',
  content: 'Arrived well packed; the greens are <b>deeper</b> than on screen.',
  isVerifiedPurchase: true,
  helpfulVotes: 2,
  images: [{ id: PHOTO_ID, url: '/media/review/a.webp', variants: [{ width: 480, url: '/media/review/a-480.webp' }], status: 'pending' }],
  createdAt: '2025-03-05T09:11:00.000Z',
  updatedAt: '2025-03-05T09:11:00.000Z',
  reply: null,
  status: 'pending',
  orderNumber: 'ORD-123456',
  version: 1,
  spamSignals: ['link'],
  moderationNote: null,
};

const notFound = () => jsonResponse({ statusCode: 404, message: 'Not found' }, { status: 404 });

type Handler = (url: string, init: RequestInit | undefined) => Response | undefined;

/** The gateway as a manager's back office meets it, with `extra` answering the calls a test is about. */
function reviewsServer(extra: Handler, role: Parameters<typeof staffMe>[0] = 'manager') {
  return stubFetch(async (url, init) => {
    if (url === '/api/admin/auth/me') return jsonResponse(staffMe(role));
    return extra(url, init) ?? notFound();
  });
}

const callsTo = (fetch: ReturnType<typeof stubFetch>, method: string, url: string) =>
  fetch.mock.calls.filter(([called, init]) => String(called) === url && (init?.method ?? 'GET') === method);

/** The query of each list request, in order. */
const listQueries = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/admin/reviews?')).map((url) => new URLSearchParams(url.split('?')[1]).toString());

const bodyOf = (call: [RequestInfo | URL, RequestInit?] | undefined) => JSON.parse(String(call?.[1]?.body)) as unknown;

describe('the back office review queue', () => {
  it('lists the reviews the URL asks for, with each filter and the search moving into the URL', async () => {
    const fetch = reviewsServer((url) => (url.startsWith('/api/admin/reviews?') ? jsonResponse([pending], { headers: { 'X-Total-Count': '26' } }) : undefined));
    const { router } = renderRoute('/admin/reviews?status=flagged&withPhotos=true&page=2');

    await screen.findByRole('heading', { level: 1, name: 'Reviews' });
    const table = await screen.findByRole('table', { name: 'Reviews' });
    const row = within(table).getAllByRole('row')[1];
    expect(within(row).getByRole('link', { name: 'Lovely colours' }).getAttribute('href')).toBe('/admin/reviews/12');
    expect(within(row).getByRole('img', { name: '4 out of 5 stars' })).toBeTruthy();
    expect(row.textContent).toContain('rahul@example.in');
    expect(row.textContent).toContain('Lotus Pond');
    expect(row.textContent).toContain('Verified Purchase');
    expect(row.textContent).toContain('Suspicious');
    // Shown as text: the shopper's markup is never HTML.
    expect(row.querySelector('b')).toBeNull();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(listQueries(fetch)).toEqual(['status=flagged&withPhotos=true&sort=oldest&page=2&limit=25']);
    const navigation = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(navigation).getByRole('link', { name: 'Reviews' }).getAttribute('aria-current')).toBe('page');

    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('flagged');
    expect((screen.getByRole('checkbox', { name: 'With photos' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'all' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=all&withPhotos=true'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Suspicious only' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=all&withPhotos=true&suspicious=true'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search reviews' }), { target: { value: '  rahul@example.in ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=all&withPhotos=true&suspicious=true&q=rahul%40example.in'));
    // Decided reviews (any status) come newest first; the queue oldest first.
    await waitFor(() => expect(listQueries(fetch)).toContain('status=all&withPhotos=true&suspicious=true&q=rahul%40example.in&sort=newest&page=1&limit=25'));
  });

  it('approves the selected reviews together and says which it approved and why it left others', async () => {
    const other: StaffReview = { ...pending, id: 13, title: 'Too dark', status: 'approved', spamSignals: [], isVerifiedPurchase: false };
    let approved = false;
    const fetch = reviewsServer((url) => {
      if (url === '/api/admin/reviews/bulk-approve') {
        approved = true;
        return jsonResponse({ approved: [12], skipped: [{ id: 13, reason: 'The review is already approved' }] });
      }
      if (url.startsWith('/api/admin/reviews?')) return jsonResponse(approved ? [] : [pending, other], { headers: { 'X-Total-Count': approved ? '0' : '2' } });
      return undefined;
    });
    renderRoute('/admin/reviews');

    await screen.findByRole('link', { name: 'Lovely colours' });
    expect(screen.queryByRole('button', { name: 'Approve selected' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select review 12' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select review 13' }));
    fireEvent.click(screen.getByRole('button', { name: 'Approve selected' }));

    const outcome = await screen.findByText('1 approved');
    expect(outcome.closest('[role="status"]')?.textContent).toContain('Review 13: The review is already approved');
    expect(bodyOf(callsTo(fetch, 'POST', '/api/admin/reviews/bulk-approve')[0])).toEqual({ ids: [12, 13] });
    // The queue is read again: the approved review has left it.
    await screen.findByText('No reviews are waiting.');
    expect(screen.queryByRole('button', { name: 'Approve selected' })).toBeNull();
  });

  it('keeps the pages away from a role that may not moderate reviews', async () => {
    const fetch = reviewsServer(() => undefined, 'fulfilment');
    const { router } = renderRoute('/admin/reviews/12');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(fetch.mock.calls.some(([url]) => String(url).startsWith('/api/admin/reviews'))).toBe(false);
    const navigation = await screen.findByRole('navigation', { name: 'Back office' });
    expect(within(navigation).queryByRole('link', { name: 'Reviews' })).toBeNull();
  });
});

describe('the back office review page', () => {
  it('shows the review, its shopper, order and spam signals, and approves it with the version shown', async () => {
    const fetch = reviewsServer((url) => {
      if (url === '/api/admin/reviews/12') return jsonResponse(pending);
      if (url === '/api/admin/reviews/12/approve') return jsonResponse({ ...pending, status: 'approved', version: 2 });
      return undefined;
    });
    renderRoute('/admin/reviews/12');

    await screen.findByRole('heading', { level: 1, name: 'Lovely colours' });
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeTruthy();
    expect(screen.getByText('Verified Purchase')).toBeTruthy();
    const review = screen.getByRole('region', { name: 'Review' });
    expect(review.textContent).toContain('the greens are <b>deeper</b> than on screen');
    expect(review.querySelector('b')).toBeNull();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(details.textContent).toContain('Rahul Menon');
    expect(within(details).getByRole('link', { name: 'rahul@example.in' }).getAttribute('href')).toBe('mailto:rahul@example.in');
    expect(within(details).getByRole('link', { name: 'Lotus Pond' }).getAttribute('href')).toBe('/product/3');
    expect(within(details).getByRole('link', { name: 'ORD-123456' }).getAttribute('href')).toBe('/admin/orders/ORD-123456');
    expect(within(screen.getByRole('region', { name: 'Spam checks' })).getByRole('listitem').textContent).toBe('Contains a link');
    expect(within(screen.getByRole('region', { name: 'Photos' })).getByRole('img', { name: 'Photo 1 of 1' }).getAttribute('src')).toBe('/media/review/a-480.webp');

    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect((await screen.findByRole('status')).textContent).toBe('Approved: it is on the product page.');
    expect(bodyOf(callsTo(fetch, 'POST', '/api/admin/reviews/12/approve')[0])).toEqual({ version: 1 });
    // Approved now: the page shows the answer without asking again, and offers no second approval.
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByText('Approved')).toBeTruthy();
    expect(callsTo(fetch, 'GET', '/api/admin/reviews/12')).toHaveLength(1);
  });

  it('rejects and flags through a dialog asking the reason', async () => {
    const fetch = reviewsServer((url) => {
      if (url === '/api/admin/reviews/12') return jsonResponse(pending);
      if (url === '/api/admin/reviews/12/reject') return jsonResponse({ ...pending, status: 'rejected', version: 2, moderationNote: 'Advertises a website' });
      if (url === '/api/admin/reviews/12/flag') return jsonResponse({ ...pending, status: 'flagged', version: 3, moderationNote: 'Check the order' });
      return undefined;
    });
    renderRoute('/admin/reviews/12');

    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    let dialog = await screen.findByRole('dialog', { name: 'Reject review' });
    expect((within(dialog).getByRole('button', { name: 'Reject review' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: ' Advertises a website ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject review' }));
    expect((await screen.findByRole('status')).textContent).toBe('Rejected.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(callsTo(fetch, 'POST', '/api/admin/reviews/12/reject')[0])).toEqual({ version: 1, reason: 'Advertises a website' });
    expect(screen.getByRole('region', { name: 'Details' }).textContent).toContain('Advertises a website');
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Flag' }));
    dialog = await screen.findByRole('dialog', { name: 'Flag review' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Check the order' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Flag review' }));
    await screen.findByText('Flagged.');
    expect(bodyOf(callsTo(fetch, 'POST', '/api/admin/reviews/12/flag')[0])).toEqual({ version: 2, reason: 'Check the order' });
  });

  it('says when the review changed meanwhile (409) and reads it again', async () => {
    let reads = 0;
    const fetch = reviewsServer((url) => {
      if (url === '/api/admin/reviews/12') {
        reads += 1;
        // The shopper edited it after the page first read it.
        return jsonResponse(reads === 1 ? pending : { ...pending, title: 'Lovely colours, fast delivery', version: 2 });
      }
      if (url === '/api/admin/reviews/12/approve') return jsonResponse({ statusCode: 409, message: 'The review was changed since you read it; look again' }, { status: 409 });
      return undefined;
    });
    renderRoute('/admin/reviews/12');

    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The review was changed since you read it; look again');
    await screen.findByRole('heading', { level: 1, name: 'Lovely colours, fast delivery' });
    expect(screen.queryByRole('status')).toBeNull();

    // Approving what is there now sends the new version.
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/admin/reviews/12/approve')).toHaveLength(2));
    expect(bodyOf(callsTo(fetch, 'POST', '/api/admin/reviews/12/approve')[1])).toEqual({ version: 2 });
  });

  it('rejects a photo and approves it again', async () => {
    const fetch = reviewsServer((url, init) => {
      if (url === '/api/admin/reviews/12') return jsonResponse(pending);
      if (url === `/api/admin/reviews/12/photos/${PHOTO_ID}`) {
        const { status, version } = JSON.parse(String(init?.body)) as { status: 'approved' | 'rejected'; version: number };
        return jsonResponse({ ...pending, version: version + 1, images: [{ ...pending.images[0], status }] });
      }
      return undefined;
    });
    renderRoute('/admin/reviews/12');

    fireEvent.click(await screen.findByRole('button', { name: 'Reject photo' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Approve photo' }));
    await screen.findByRole('button', { name: 'Reject photo' });
    const bodies = callsTo(fetch, 'POST', `/api/admin/reviews/12/photos/${PHOTO_ID}`).map((call) => bodyOf(call));
    expect(bodies).toEqual([
      { version: 1, status: 'rejected' },
      { version: 2, status: 'approved' },
    ]);
  });

  it("writes, then removes, the shop's public reply", async () => {
    const reply = { content: 'Thank you, Rahul!', isAdmin: true, createdAt: '2025-03-06T05:00:00.000Z', updatedAt: '2025-03-06T05:00:00.000Z' };
    const fetch = reviewsServer((url, init) => {
      if (url === '/api/admin/reviews/12') return jsonResponse(pending);
      if (url === '/api/admin/reviews/12/reply') {
        const { content } = JSON.parse(String(init?.body)) as { content: string | null };
        return jsonResponse({ ...pending, reply: content === null ? null : { ...reply, content } });
      }
      return undefined;
    });
    renderRoute('/admin/reviews/12');

    const field = await screen.findByRole('textbox', { name: 'Public reply' });
    expect(screen.queryByRole('button', { name: 'Remove reply' })).toBeNull();
    fireEvent.change(field, { target: { value: '  Thank you, Rahul!  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save reply' }));
    expect((await screen.findByRole('status')).textContent).toBe('Reply saved.');
    // The page takes the server's answer from the store, whose subscribers RTK Query notifies on the
    // next frame: the field and the buttons follow the notice by that frame.
    const remove = await screen.findByRole('button', { name: 'Remove reply' });
    expect((screen.getByRole('textbox', { name: 'Public reply' }) as HTMLTextAreaElement).value).toBe('Thank you, Rahul!');

    fireEvent.click(remove);
    await screen.findByText('Reply removed.');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove reply' })).toBeNull());
    expect((screen.getByRole('textbox', { name: 'Public reply' }) as HTMLTextAreaElement).value).toBe('');
    expect(callsTo(fetch, 'PUT', '/api/admin/reviews/12/reply').map((call) => bodyOf(call))).toEqual([{ content: 'Thank you, Rahul!' }, { content: null }]);
  });

  it('says there is no such review, for an unknown id and one that is not a number', async () => {
    reviewsServer(() => undefined);
    renderRoute('/admin/reviews/99');
    await screen.findByRole('heading', { name: 'Review not found' });
    restoreFetch();

    const fetch = reviewsServer(() => undefined);
    renderRoute('/admin/reviews/abc');
    await screen.findAllByRole('heading', { name: 'Review not found' });
    expect(fetch.mock.calls.map(([url]) => String(url))).not.toContain('/api/admin/reviews/abc');
  });
});
