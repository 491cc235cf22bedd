import { fireEvent, screen } from '@testing-library/react';
import { jsonResponse, restoreFetch, stubFetch } from '../../../test/fetch-stub';
import { renderRoute } from '../../../test/render-route';
import { paths } from '../../../lib/paths';
import { reviewsApi } from '../test/reviews-fixtures';

const TOKEN = 'eyJlbWFpbCI6ImFkaXRpQGV4YW1wbGUuaW4ifQ.c2lnbmF0dXJl';

afterEach(restoreFetch);

describe('review emails unsubscribe page', () => {
  it('unsubscribes the address of the link once the shopper confirms', async () => {
    const { handler, sent } = reviewsApi({ sessionUser: null });
    stubFetch(handler);
    renderRoute(paths.reviewsUnsubscribe.getHref(TOKEN));

    expect(await screen.findByRole('heading', { level: 1, name: 'Review emails' }, { timeout: 5000 })).toBeTruthy();
    // Opening the link changes nothing: mail scanners open links too.
    expect(sent.tokens).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect((await screen.findByRole('status')).textContent).toBe('You will not receive review request emails at aditi@example.in any more.');
    expect(sent.tokens).toEqual([TOKEN]);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it("shows the server's message for a link that is not the shop's", async () => {
    const { handler } = reviewsApi({
      sessionUser: null,
      unsubscribe: () => jsonResponse({ statusCode: 400, message: 'This unsubscribe link is not valid' }, { status: 400 }),
    });
    stubFetch(handler);
    renderRoute(paths.reviewsUnsubscribe.getHref('altered.token'));

    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }, { timeout: 5000 }));

    expect((await screen.findByRole('alert')).textContent).toBe('This unsubscribe link is not valid');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says a link without its token is incomplete, and cannot be sent', async () => {
    const { handler, sent } = reviewsApi({ sessionUser: null });
    stubFetch(handler);
    renderRoute('/reviews/unsubscribe');

    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe('This link is incomplete: open the link from the email again.');
    expect((screen.getByRole('button', { name: 'Unsubscribe' }) as HTMLButtonElement).disabled).toBe(true);
    expect(sent.tokens).toEqual([]);
  });
});
