import { listQueryOf, readReviewListView, withFilter, writeReviewListView } from './review-filters';

const viewOf = (query: string) => readReviewListView(new URLSearchParams(query));

describe('the review queue view in the URL', () => {
  it('opens on the pending queue, oldest first, when the URL names nothing', () => {
    expect(viewOf('')).toEqual({ status: 'pending', withPhotos: false, suspicious: false, q: undefined, page: 1 });
    expect(listQueryOf(viewOf(''))).toEqual({ status: 'pending', sort: 'oldest', page: 1, limit: 25 });
    expect(writeReviewListView(viewOf('')).toString()).toBe('');
  });

  it('reads a hand-edited URL within what the server accepts rather than sending it to be refused', () => {
    expect(viewOf('status=spam&withPhotos=yes&page=-3&q=%20%20')).toEqual({ status: 'pending', withPhotos: false, suspicious: false, q: undefined, page: 1 });
    expect(viewOf('page=99999').page).toBe(10_000);
    expect(viewOf(`q=${'x'.repeat(150)}`).q).toHaveLength(100);
  });

  it('writes a view back as the same URL, and a changed filter starts from page 1', () => {
    const view = viewOf('status=rejected&suspicious=true&q=great%20%20print&page=3');
    expect(writeReviewListView(view).toString()).toBe('status=rejected&suspicious=true&q=great+print&page=3');
    expect(listQueryOf(view)).toEqual({ status: 'rejected', suspicious: true, q: 'great print', sort: 'newest', page: 3, limit: 25 });
    expect(writeReviewListView(withFilter(view, { withPhotos: true })).toString()).toBe('status=rejected&withPhotos=true&suspicious=true&q=great+print');
  });
});
