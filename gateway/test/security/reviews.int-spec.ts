import 'reflect-metadata';
import type { OwnReview, ProductReviews, StaffReview } from '@shop/contracts';
import { Client } from 'pg';
import { smallImage } from '../support/images';
import { asShopper } from '../support/reviews';
import { signIn } from '../support/sign-in';
import { startShop, type Shop } from '../support/shop';
import { asStaff, staffAs, type SignedInStaff } from '../support/staff';

const PRODUCT = 5;
const REVIEWS_PER_MINUTE = 12;

/**
 * Reviews tried as an attacker would: without or with forged credentials, someone else's review,
 * from another site, with markup, oversized or nested input, replayed and raced votes, a forged
 * unsubscribe link, and the moderation calls as a shopper or a role without the permission.
 */
describe('security: reviews', () => {
  let shop: Shop;
  let db: Client;
  let moderator: SignedInStaff;
  let nextClient = 1;
  const client = () => ({ 'x-forwarded-for': `192.0.2.${nextClient++}` });
  const good = { rating: 5, title: 'Lovely', content: 'A lovely print, well framed.' };

  const reviewCount = async () => Number((await db.query('SELECT count(*) FROM product_reviews')).rows[0].count);
  const write = (cookie: string, body: unknown, headers: Record<string, string> = client(), productId = PRODUCT) =>
    asShopper(shop, cookie, `/api/products/${productId}/reviews`, { method: 'POST', body, headers });

  beforeAll(async () => {
    shop = await startShop({ gateway: { RATE_LIMIT_REVIEWS_PER_MINUTE: String(REVIEWS_PER_MINUTE) } });
    db = new Client({ connectionString: shop.databases.review });
    await db.connect();
    moderator = await staffAs(shop, 'support');
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await shop?.stop();
  });

  it('refuses writing, voting and uploading without a session, with a forged one, or with a forged user header (401), and stores nothing', async () => {
    const forgedUser = JSON.stringify({ id: '1', email: 'someone@example.in' });
    for (const headers of [{}, { cookie: 'shop_session=eyJpZCI6IngifQ.forged' }, { 'x-user': forgedUser }]) {
      const cookie = (headers as { cookie?: string }).cookie ?? '';
      const extra = 'x-user' in headers ? { 'x-user': forgedUser } : {};
      expect((await write(cookie, good, { ...client(), ...extra })).status).toBe(401);
      expect((await asShopper(shop, cookie, `/api/products/${PRODUCT}/reviews/mine`, { headers: extra })).status).toBe(401);
      expect((await asShopper(shop, cookie, '/api/reviews/1/helpful', { method: 'POST', headers: extra })).status).toBe(401);
      const form = new FormData();
      form.append('files', new Blob([await smallImage('png')], { type: 'image/png' }), 'a.png');
      expect((await fetch(`${shop.base}/api/reviews/photos`, { method: 'POST', headers: { 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}), ...extra }, body: form })).status).toBe(401);
    }
    expect(await reviewCount()).toBe(0);
  });

  it('refuses a review sent from another site or by a form post, even with a valid session', async () => {
    const cookie = await signIn(shop, `csrf.${Date.now()}@example.in`, client());
    for (const site of ['cross-site', 'same-site']) {
      expect((await write(cookie, good, { ...client(), 'sec-fetch-site': site })).status).toBe(403);
    }
    const posted = await fetch(`${shop.base}/api/products/${PRODUCT}/reviews`, {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'rating=1&title=Bad&content=Written+by+another+site',
    });
    expect([403, 415]).toContain(posted.status);
    expect(await reviewCount()).toBe(0);
  });

  it('takes the author from the session only: a customerId, status or verified flag in the body is refused', async () => {
    const cookie = await signIn(shop, `impostor.${Date.now()}@example.in`, client());
    for (const extra of [{ customerId: '1' }, { status: 'approved' }, { isVerifiedPurchase: true }, { helpfulVotes: 99 }, { customerEmail: 'owner@example.in' }]) {
      const res = await write(cookie, { ...good, ...extra });
      expect(res.status).toBe(400);
    }
    expect(await reviewCount()).toBe(0);
  });

  it('refuses out-of-range ratings, oversized and deeply nested input with a clear 400', async () => {
    const cookie = await signIn(shop, `bounds.${Date.now()}@example.in`, client());
    const refusals: Array<[unknown, RegExp]> = [
      [{ ...good, rating: 0 }, /rating/],
      [{ ...good, rating: 6 }, /rating/],
      [{ ...good, rating: 4.5 }, /rating/],
      [{ ...good, title: 'x'.repeat(121) }, /title/],
      [{ ...good, content: 'x'.repeat(5001) }, /content/],
      [{ ...good, content: 'short' }, /content/],
      [{ ...good, photoIds: ['a'.repeat(64), 'b'.repeat(64), 'c'.repeat(64), 'd'.repeat(64)] }, /photos/],
      [{ ...good, title: { nested: { deeper: ['x'] } } }, /title/],
    ];
    for (const [body, message] of refusals) {
      const res = await write(cookie, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(message);
    }
    // Written out by hand: JSON.stringify itself gives up long before a parser should.
    const nested = `{"rating":5,"title":"Deep","content":"A lovely print, well framed.","photoIds":${'['.repeat(5000)}"x"${']'.repeat(5000)}}`;
    const deep = await fetch(`${shop.base}/api/products/${PRODUCT}/reviews`, { method: 'POST', headers: { cookie, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json', ...client() }, body: nested });
    expect(deep.status).toBe(400);
    expect(await reviewCount()).toBe(0);
  });

  it('stores markup as text and answers it only as JSON, never as HTML', async () => {
    const where = client();
    const cookie = await signIn(shop, `markup.${Date.now()}@example.in`, where);
    const markup = { rating: 3, title: '<img src=x onerror=alert(1)>', content: '<script>alert("review")</script> and <b>bold</b> claims', customerName: '<svg onload=alert(2)>' };
    const written = (await (await write(cookie, markup, where)).json()) as OwnReview;
    const staffView = await asStaff(shop, moderator.cookie, `/api/admin/reviews/${written.id}`);
    const review = (await staffView.json()) as StaffReview;
    await asStaff(shop, moderator.cookie, `/api/admin/reviews/${written.id}/approve`, { method: 'POST', body: { version: review.version } });
    const listed = await fetch(`${shop.base}/api/products/${PRODUCT}/reviews`);
    expect(listed.headers.get('content-type')).toMatch(/^application\/json/);
    expect(listed.headers.get('x-content-type-options')).toBe('nosniff');
    const shown = ((await listed.json()) as ProductReviews).reviews.find((item) => item.id === written.id);
    expect(shown).toMatchObject({ title: markup.title, content: markup.content, customerName: markup.customerName });
  });

  it('lets a shopper see and delete only their own review', async () => {
    const alice = await signIn(shop, `alice.${Date.now()}@example.in`, client());
    const bob = await signIn(shop, `bob.${Date.now()}@example.in`, client());
    const product = 6;
    expect((await write(alice, good, client(), product)).status).toBe(201);
    expect((await asShopper(shop, bob, `/api/products/${product}/reviews/mine`)).status).toBe(404);
    expect((await asShopper(shop, bob, `/api/products/${product}/reviews/mine`, { method: 'DELETE' })).status).toBe(404);
    expect((await asShopper(shop, alice, `/api/products/${product}/reviews/mine`)).status).toBe(200);
  });

  it('counts raced and replayed helpful votes once per shopper', async () => {
    const where = client();
    const author = await signIn(shop, `raced.${Date.now()}@example.in`, where);
    const written = (await (await write(author, good, where, 7)).json()) as OwnReview;
    const staffView = (await (await asStaff(shop, moderator.cookie, `/api/admin/reviews/${written.id}`)).json()) as StaffReview;
    expect((await asStaff(shop, moderator.cookie, `/api/admin/reviews/${written.id}/approve`, { method: 'POST', body: { version: staffView.version } })).status).toBe(200);

    const voter = await signIn(shop, `racer.${Date.now()}@example.in`, client());
    const votes = await Promise.all(Array.from({ length: 8 }, () => asShopper(shop, voter, `/api/reviews/${written.id}/helpful`, { method: 'POST', headers: client() })));
    expect(votes.map((res) => res.status)).toEqual(Array(8).fill(200));
    const counted = await Promise.all(votes.map(async (res) => ((await res.json()) as { counted: boolean }).counted));
    expect(counted.filter(Boolean)).toHaveLength(1);
    const listed = (await (await fetch(`${shop.base}/api/products/7/reviews`)).json()) as ProductReviews;
    expect(listed.reviews.find((item) => item.id === written.id)?.helpfulVotes).toBe(1);
  });

  it('keeps moderation to staff with reviews.moderate: a shopper gets 401, a fulfilment user 403, a stale version 409', async () => {
    const where = client();
    const cookie = await signIn(shop, `moderated.${Date.now()}@example.in`, where);
    const written = (await (await write(cookie, good, where, 8)).json()) as OwnReview;
    const fulfilment = await staffAs(shop, 'fulfilment');
    for (const [who, status] of [['', 401], [cookie, 401], [fulfilment.cookie, 403]] as const) {
      expect((await asStaff(shop, who, '/api/admin/reviews')).status).toBe(status);
      expect((await asStaff(shop, who, `/api/admin/reviews/${written.id}/approve`, { method: 'POST', body: { version: 1 } })).status).toBe(status);
      expect((await asStaff(shop, who, `/api/admin/reviews/${written.id}/reply`, { method: 'PUT', body: { content: 'Hi' } })).status).toBe(status);
    }
    const review = (await (await asStaff(shop, moderator.cookie, `/api/admin/reviews/${written.id}`)).json()) as StaffReview;
    expect(review.status).toBe('pending');
    // The shopper edits it meanwhile: the moderator's version is stale.
    expect((await write(cookie, { ...good, title: 'Changed my mind' }, where, 8)).status).toBe(201);
    expect((await asStaff(shop, moderator.cookie, `/api/admin/reviews/${written.id}/approve`, { method: 'POST', body: { version: review.version } })).status).toBe(409);
    expect(((await (await fetch(`${shop.base}/api/products/8/reviews`)).json()) as ProductReviews).summary.count).toBe(0);
  });

  it('refuses an unsubscribe link that is not ours, or altered', async () => {
    for (const token of ['not.a-token', 'eyJlbWFpbCI6Im93bmVyQGV4YW1wbGUuaW4ifQ.AAAA']) {
      const res = await fetch(`${shop.base}/api/reviews/unsubscribe`, { method: 'POST', headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }, body: JSON.stringify({ token }) });
      expect(res.status).toBe(400);
    }
  });

  it('limits reviews, votes and photo uploads per client (429)', async () => {
    const where = { 'x-forwarded-for': '192.0.2.250' };
    const cookie = await signIn(shop, `flood.${Date.now()}@example.in`, where);
    const statuses: number[] = [];
    for (let i = 0; i <= REVIEWS_PER_MINUTE; i++) statuses.push((await asShopper(shop, cookie, `/api/reviews/${999_999}/helpful`, { method: 'POST', headers: where })).status);
    expect(statuses.at(-1)).toBe(429);
  });
});
