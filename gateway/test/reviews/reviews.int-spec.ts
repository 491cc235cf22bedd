import 'reflect-metadata';
import type { ApiProduct, OwnReview, ProductReviews, StaffReview, UploadedImage } from '@shop/contracts';
import { until } from '@shop/testing';
import { smallImage } from '../support/images';
import { asShopper, deliveredOrder, ORDERED_PRODUCT_ID } from '../support/reviews';
import { signIn } from '../support/sign-in';
import { startShop, type Shop } from '../support/shop';
import { asStaff, ownerOf, staffAs, type SignedInStaff } from '../support/staff';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Reviews through the gateway, as the product page, the shopper and the back office use them:
 * written, moderated, answered, voted on, and the product's rating following, with the real
 * review, order, catalog and media services.
 */
describe('reviews', () => {
  let shop: Shop;
  let owner: SignedInStaff;
  let moderator: SignedInStaff;
  let nextClient = 1;
  const client = () => ({ 'x-forwarded-for': `198.51.100.${nextClient++}` });

  beforeAll(async () => {
    shop = await startShop();
    owner = await ownerOf(shop);
    moderator = await staffAs(shop, 'catalogue');
  }, 120_000);

  afterAll(() => shop?.stop());

  const json = async <T>(res: Response, status = 200): Promise<T> => {
    const text = await res.text();
    if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${text}`);
    return JSON.parse(text) as T;
  };
  const publicReviews = async (productId = ORDERED_PRODUCT_ID, query = '') => json<ProductReviews>(await fetch(`${shop.base}/api/products/${productId}/reviews${query}`));
  const product = async (productId = ORDERED_PRODUCT_ID) => json<ApiProduct>(await fetch(`${shop.base}/api/products/${productId}`));
  const moderate = async (review: { id: number; version: number }, action: string, body: Record<string, unknown> = {}) =>
    json<StaffReview>(await asStaff(shop, moderator.cookie, `/api/admin/reviews/${review.id}/${action}`, { method: 'POST', body: { version: review.version, ...body } }));

  it('takes a verified review from pending to public with the shop’s reply; the product’s rating follows; editing sends it back to pending', async () => {
    const email = `reviewer.${Date.now()}@example.in`;
    const where = client();
    const number = await deliveredOrder(shop, owner, email, where);
    const cookie = await signIn(shop, email, where);
    const before = await publicReviews();

    const written = await json<OwnReview>(
      await asShopper(shop, cookie, `/api/products/${ORDERED_PRODUCT_ID}/reviews`, {
        method: 'POST',
        body: { rating: 4, title: 'Glows on our wall', content: 'The colours are rich and the print arrived well packed.', customerName: 'Aditi V.', orderNumber: number },
        headers: where,
      }),
      201,
    );
    expect(written).toMatchObject({ status: 'pending', isVerifiedPurchase: true, orderNumber: number, rating: 4, customerName: 'Aditi V.', helpfulVotes: 0, reply: null });
    // Pending: not on the product page.
    expect((await publicReviews()).summary.count).toBe(before.summary.count);

    // In the moderation queue, and approved there.
    const queue = await json<StaffReview[]>(await asStaff(shop, moderator.cookie, '/api/admin/reviews?status=pending'));
    const queued = queue.find((review) => review.id === written.id);
    expect(queued).toMatchObject({ customerEmail: email, status: 'pending', isVerifiedPurchase: true });
    const approved = await moderate(queued!, 'approve');
    expect(approved.status).toBe('approved');

    const replied = await json<StaffReview>(await asStaff(shop, moderator.cookie, `/api/admin/reviews/${written.id}/reply`, { method: 'PUT', body: { content: 'Thank you, Aditi!' } }));
    expect(replied.reply).toMatchObject({ content: 'Thank you, Aditi!', isAdmin: true });

    const after = await publicReviews();
    expect(after.summary.count).toBe(before.summary.count + 1);
    expect(after.reviews.find((review) => review.id === written.id)).toMatchObject({
      title: 'Glows on our wall',
      isVerifiedPurchase: true,
      reply: { content: 'Thank you, Aditi!', isAdmin: true },
    });
    expect(after.summary.histogram.find((bar) => bar.stars === 4)!.count).toBe(before.summary.histogram.find((bar) => bar.stars === 4)!.count + 1);
    // The catalog's rating and count follow through the review service's event.
    await until(async () => ((await product()).reviews === after.summary.count ? true : undefined), 'the product’s review count', 10_000);
    expect((await product()).rating).toBe(after.summary.average);

    // Edited, it waits for moderation again and leaves the product page.
    const edited = await json<OwnReview>(
      await asShopper(shop, cookie, `/api/products/${ORDERED_PRODUCT_ID}/reviews`, { method: 'POST', body: { rating: 2, title: 'Faded after a month', content: 'The reds faded in the sun within a month.' }, headers: where }),
      201,
    );
    expect(edited).toMatchObject({ id: written.id, status: 'pending', rating: 2 });
    expect((await publicReviews()).summary.count).toBe(before.summary.count);
    await until(async () => ((await product()).reviews === before.summary.count ? true : undefined), 'the product’s review count after the edit', 10_000);

    // Each moderation is in the audit log, by name.
    const audit = await json<Array<{ action: string; entityId: string }>>(await asStaff(shop, owner.cookie, '/api/admin/audit?entity=review'));
    expect(audit.filter((entry) => entry.entityId === String(written.id)).map((entry) => entry.action)).toEqual(expect.arrayContaining(['review.approve', 'review.reply']));
  });

  it('counts one helpful vote per shopper, refuses the author’s own, and shows the count on the product page', async () => {
    const email = `voted.${Date.now()}@example.in`;
    const where = client();
    const author = await signIn(shop, email, where);
    const review = await json<OwnReview>(
      await asShopper(shop, author, `/api/products/2/reviews`, { method: 'POST', body: { rating: 5, title: 'Perfect for the study', content: 'Exactly the colours of the photographs.' }, headers: where }),
      201,
    );
    await moderate(await json<StaffReview>(await asStaff(shop, moderator.cookie, `/api/admin/reviews/${review.id}`)), 'approve');

    const voter = await signIn(shop, `voter.${Date.now()}@example.in`, client());
    const vote = (cookie: string) => asShopper(shop, cookie, `/api/reviews/${review.id}/helpful`, { method: 'POST', headers: client() });
    expect(await json(await vote(voter))).toEqual({ helpfulVotes: 1, counted: true });
    expect(await json(await vote(voter))).toEqual({ helpfulVotes: 1, counted: false });
    expect((await vote(author)).status).toBe(409);
    expect((await publicReviews(2, '?sort=helpful')).reviews[0]).toMatchObject({ id: review.id, helpfulVotes: 1 });
  });

  it('shows a review’s photo once it is processed and the review approved, served for a year', async () => {
    const where = client();
    const cookie = await signIn(shop, `photographer.${Date.now()}@example.in`, where);
    const form = new FormData();
    form.append('files', new Blob([await smallImage('png', '#aa3355', 800, 600)], { type: 'image/png' }), 'on-the-wall.png');
    const uploaded = await json<UploadedImage[]>(await fetch(`${shop.base}/api/reviews/photos`, { method: 'POST', headers: { cookie, 'sec-fetch-site': 'same-origin', ...where }, body: form }), 202);
    const [photo] = uploaded;
    await until(async () => ((await json<UploadedImage>(await asShopper(shop, cookie, `/api/reviews/photos/${photo.id}`))).status === 'ready' ? true : undefined), 'the photo', 30_000);

    const review = await json<OwnReview>(
      await asShopper(shop, cookie, `/api/products/3/reviews`, { method: 'POST', body: { rating: 5, title: 'See it on our wall', content: 'It looks even better in the room than online.', photoIds: [photo.id] }, headers: where }),
      201,
    );
    expect(review.images).toMatchObject([{ id: photo.id, url: photo.url, status: 'pending' }]);
    expect((await publicReviews(3, '?withPhotos=true')).reviews).toEqual([]);

    await moderate(await json<StaffReview>(await asStaff(shop, moderator.cookie, `/api/admin/reviews/${review.id}`)), 'approve');
    const shown = await publicReviews(3, '?withPhotos=true');
    expect(shown.reviews.map((item) => item.id)).toEqual([review.id]);
    expect(shown.reviews[0].images).toEqual([{ id: photo.id, url: photo.url, variants: photo.variants.map((variant) => ({ ...variant, width: Math.min(variant.width, 800) })) }]);
    const served = await fetch(`${shop.base}${photo.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe(IMMUTABLE);
  });
});
