import { randomUUID } from 'node:crypto';
import {
  BulkApproveReviews,
  DeleteOwnReview,
  GetOwnReview,
  GetProduct,
  GetReviewForStaff,
  GetReviewQueueCounts,
  GetUploadedImage,
  ListProductReviews,
  ListReviewsForStaff,
  ModerateReview,
  ModerateReviewPhoto,
  ProductRatingChanged,
  ReplyToReview,
  SubmitReview,
  UnsubscribeFromReviewRequests,
  VoteReviewHelpful,
  type RequestOf,
  type StaffReview,
} from '@shop/contracts';
import { connectNats, EventPublisher, RequestClient, ServiceError, type NatsConnection, type RequestContext } from '@shop/messaging';
import { shopper, uniqueEmail, until } from '@shop/testing';
import { Client } from 'pg';
import { codOrderBody, startCheckout } from '../support/checkout';
import { smallImage, upload } from '../support/images';
import { deliveredOrder, ORDERED_PRODUCT_ID } from '../support/reviews';
import { orderNumber, startShop, type Shop } from '../support/shop';
import { ownerOf, type SignedInStaff } from '../support/staff';

/**
 * The review service in a whole shop (real catalog, order, media, customer and notification
 * services on Postgres, NATS and Redis), asked over NATS as the gateway asks it.
 */

let nextClient = 1;
const client = () => ({ 'x-forwarded-for': `198.51.100.${nextClient++}` });
const anonymous: RequestContext = { correlationId: 'anonymous' };

/** A signed-in shopper as the gateway names them to services. */
const shopperCtx = (name: string, email = uniqueEmail(name)): RequestContext & { user: { id: string; email: string } } => ({
  correlationId: randomUUID(),
  user: { id: `user-${name}-${randomUUID()}`, email },
});

const draft = (productId: number, extra: Partial<RequestOf<typeof SubmitReview>> = {}): RequestOf<typeof SubmitReview> => ({
  productId,
  rating: 5,
  title: 'Beautiful colours',
  content: `The print arrived well packed and the colours are rich. ${randomUUID()}`,
  ...extra,
});

describe('review service', () => {
  let shop: Shop;
  let owner: SignedInStaff;
  let staff: RequestContext;
  let nc: NatsConnection;
  let rpc: RequestClient;
  let reviewDb: Client;
  let customerDb: Client;

  beforeAll(async () => {
    // A review request one second after delivery, so the test sees it sent.
    shop = await startShop({ review: { REVIEW_REQUEST_DELAY_DAYS: String(1 / 86_400) } });
    owner = await ownerOf(shop);
    staff = { correlationId: randomUUID(), staff: { id: owner.id, email: owner.email, name: 'Shop Owner', role: 'owner' } };
    nc = await connectNats(shop.natsUrl, 'review-test-client');
    rpc = new RequestClient(nc, 5000);
    reviewDb = new Client({ connectionString: shop.databases.review });
    customerDb = new Client({ connectionString: shop.databases.customer });
    await reviewDb.connect();
    await customerDb.connect();
  });

  afterAll(async () => {
    await reviewDb?.end();
    await customerDb?.end();
    await nc?.close();
    await shop?.stop();
  });

  const status = (promise: Promise<unknown>) => promise.then(() => 200, (error: unknown) => (error instanceof ServiceError ? error.status : 500));
  const approve = async (id: number) => {
    const { version } = await rpc.request(GetReviewForStaff, { id }, staff);
    return rpc.request(ModerateReview, { id, version, action: 'approve' }, staff);
  };
  /** The product's rating and count, recomputed here from its approved reviews in the review database. */
  const recomputed = async (productId: number) => {
    const { rows } = await reviewDb.query<{ rating: string; reviews: number }>(
      `SELECT coalesce(round(avg(rating), 1), 0) AS rating, count(*)::int AS reviews FROM product_reviews WHERE product_id = $1 AND status = 'approved'`,
      [productId],
    );
    return { rating: Number(rows[0].rating), reviews: rows[0].reviews };
  };
  /** Waits until the catalog shows what the approved reviews say. */
  const catalogFollows = async (productId: number) => {
    const expected = await recomputed(productId);
    await until(async () => {
      const product = await rpc.request(GetProduct, { id: productId }, staff);
      return product.rating === expected.rating && product.reviews === expected.reviews ? true : undefined;
    }, `the catalog shows rating ${expected.rating} from ${expected.reviews} reviews of product ${productId}`);
    return expected;
  };

  it('keeps one review per shopper per product: a second submit replaces it, back to pending, version + 1', async () => {
    const aditi = shopperCtx('aditi', uniqueEmail('aditi.verma'));
    const first = await rpc.request(SubmitReview, draft(1, { rating: 4 }), aditi);
    expect(first.created).toBe(true);
    expect(first.review).toMatchObject({ productId: 1, rating: 4, status: 'pending', isVerifiedPurchase: false, orderNumber: null, helpfulVotes: 0, images: [], reply: null });
    // No name given: the email's local part.
    expect(first.review.customerName).toBe(aditi.user.email.split('@')[0]);

    const approved = await approve(first.review.id);
    expect(approved.status).toBe('approved');
    await catalogFollows(1);

    const second = await rpc.request(SubmitReview, draft(1, { rating: 2, customerName: 'Aditi V.' }), aditi);
    expect(second).toMatchObject({ created: false, review: { id: first.review.id, rating: 2, status: 'pending', customerName: 'Aditi V.' } });
    const forStaff = await rpc.request(GetReviewForStaff, { id: first.review.id }, staff);
    expect(forStaff.version).toBe(approved.version + 1);
    // The edit took the review out of the approved ones: the rating follows.
    await catalogFollows(1);
    await expect(rpc.request(GetOwnReview, { productId: 1 }, aditi)).resolves.toMatchObject({ rating: 2, status: 'pending' });
    await expect(status(rpc.request(GetOwnReview, { productId: 1 }, shopperCtx('rahul')))).resolves.toBe(404);
    await expect(status(rpc.request(SubmitReview, draft(1), { correlationId: 'anonymous' }))).resolves.toBe(401);
    await expect(status(rpc.request(SubmitReview, draft(999_999), shopperCtx('ghost')))).resolves.toBe(404);
  });

  it('ties a review to a delivered order of the print (Verified Purchase), and refuses an order that is not one', async () => {
    const email = uniqueEmail('buyer');
    const number = await deliveredOrder(shop, owner, email, client());
    const buyer = shopperCtx('buyer', email);

    const named = await rpc.request(SubmitReview, draft(ORDERED_PRODUCT_ID, { orderNumber: number }), buyer);
    expect(named.review).toMatchObject({ isVerifiedPurchase: true, orderNumber: number });

    // Without naming it, the delivered order is found all the same.
    const other = shopperCtx('buyer-again', email);
    await expect(rpc.request(SubmitReview, draft(ORDERED_PRODUCT_ID), other)).resolves.toMatchObject({ review: { isVerifiedPurchase: true, orderNumber: number } });

    // Someone else naming that order, the order for another print, and an order not yet delivered: 409.
    await expect(rpc.request(SubmitReview, draft(ORDERED_PRODUCT_ID, { orderNumber: number }), shopperCtx('stranger'))).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining(`Order ${number} is not a delivered order of this print`),
    });
    await expect(status(rpc.request(SubmitReview, draft(1, { orderNumber: number }), shopperCtx('other-print', email)))).resolves.toBe(409);
    const pendingEmail = uniqueEmail('waiting');
    const checkout = await startCheckout(shop.base, shopper(pendingEmail), client());
    const pendingNumber = orderNumber();
    const placed = await shop.post('/api/orders', codOrderBody(checkout.customerId, pendingNumber), { ...checkout.headers, ...client() });
    expect(placed.status).toBe(200);
    await expect(status(rpc.request(SubmitReview, draft(ORDERED_PRODUCT_ID, { orderNumber: pendingNumber }), shopperCtx('waiting', pendingEmail)))).resolves.toBe(409);
    // Not delivered and not named: a review all the same, without the badge.
    await expect(rpc.request(SubmitReview, draft(ORDERED_PRODUCT_ID), shopperCtx('waiting-2', pendingEmail))).resolves.toMatchObject({ review: { isVerifiedPurchase: false } });
  });

  it('takes only photos that are ready; rejecting one photo hides that photo only', async () => {
    const bytes = [await smallImage('png', '#aa3300'), await smallImage('png', '#0033aa')];
    const res = await upload(shop, owner.cookie, bytes.map((b, i) => ({ name: `photo-${i}-${randomUUID()}.png`, bytes: b, type: 'image/png' })));
    expect(res.status).toBe(202);
    const ids = ((await res.json()) as Array<{ id: string }>).map((image) => image.id);
    for (const id of ids) await until(async () => ((await rpc.request(GetUploadedImage, { id }, staff)).status === 'ready' ? true : undefined), `photo ${id} ready`);

    await expect(status(rpc.request(SubmitReview, draft(2, { photoIds: ['f'.repeat(64)] }), shopperCtx('no-photo')))).resolves.toBe(404);
    const author = shopperCtx('photographer');
    const { review } = await rpc.request(SubmitReview, draft(2, { photoIds: ids }), author);
    expect(review.images.map((image) => [image.id, image.status])).toEqual(ids.map((id) => [id, 'pending']));
    expect(review.images[0].url).toMatch(/^\/media\/uploads\//);

    const approved = await approve(review.id);
    expect(approved.images.map((image) => image.status)).toEqual(['approved', 'approved']);
    const rejected = await rpc.request(ModerateReviewPhoto, { id: review.id, version: approved.version, photoId: ids[0], status: 'rejected' }, staff);
    expect(rejected.images.map((image) => image.status)).toEqual(['rejected', 'approved']);
    const page = await until(async () => {
      const listed = await rpc.request(ListProductReviews, { productId: 2, withPhotos: true }, anonymous);
      const mine = listed.reviews.find((r) => r.id === review.id);
      return mine && mine.images.length === 1 ? mine : undefined;
    }, 'the product page shows the approved photo only');
    expect(page.images.map((image) => image.id)).toEqual([ids[1]]);
    expect(page).not.toHaveProperty('status');
    // Still approved: the review stays on the page.
    await expect(rpc.request(GetReviewForStaff, { id: review.id }, staff)).resolves.toMatchObject({ status: 'approved' });
  });

  it('shows spam signals to staff and holds such reviews in the queue', async () => {
    const spammer = shopperCtx('spammer');
    const linked = await rpc.request(SubmitReview, draft(3, { content: 'Great deals at https://cheap-prints.example every day' }), spammer);
    const repeated = await rpc.request(SubmitReview, draft(5, { content: 'buy buy buy buy buy buy buy buy' }), spammer);
    const copied = await rpc.request(SubmitReview, draft(6, { content: 'Great deals at https://CHEAP-prints.example, every day!' }), spammer);
    const signals = async (id: number) => (await rpc.request(GetReviewForStaff, { id }, staff)).spamSignals;
    expect(await signals(linked.review.id)).toEqual(['link']);
    expect(await signals(repeated.review.id)).toEqual(['repeated-text']);
    expect(await signals(copied.review.id)).toEqual(['link', 'duplicate-of-other-review']);
    for (const { review } of [linked, repeated, copied]) expect(review.status).toBe('pending');
    const suspicious = await rpc.request(ListReviewsForStaff, { suspicious: true, q: 'cheap-prints' }, staff);
    expect(suspicious.items.map((r) => r.id).sort()).toEqual([linked.review.id, copied.review.id].sort());
  });

  it('lets a shopper write or edit at most 5 reviews an hour, then answers 429', async () => {
    const busy = shopperCtx('busy');
    for (let i = 0; i < 5; i += 1) await rpc.request(SubmitReview, draft(1 + (i % 2), { title: `Edit ${i}` }), busy);
    await expect(rpc.request(SubmitReview, draft(3), busy)).rejects.toMatchObject({ status: 429 });
    // The next ones of the hour were shown to staff as a burst.
    const own = await rpc.request(GetOwnReview, { productId: 1 }, busy);
    expect((await rpc.request(GetReviewForStaff, { id: own.id }, staff)).spamSignals).toContain('burst');
  });

  it('counts one helpful vote per shopper, even sent at once; never on their own review or one not approved', async () => {
    const author = shopperCtx('helpful-author');
    const { review } = await rpc.request(SubmitReview, draft(7), author);
    await expect(status(rpc.request(VoteReviewHelpful, { reviewId: review.id }, shopperCtx('early')))).resolves.toBe(404);
    await approve(review.id);

    const voter = shopperCtx('voter');
    const votes = await Promise.all(Array.from({ length: 10 }, () => rpc.request(VoteReviewHelpful, { reviewId: review.id }, voter)));
    expect(votes.filter((vote) => vote.counted)).toHaveLength(1);
    const others = await Promise.all(Array.from({ length: 8 }, (_, i) => rpc.request(VoteReviewHelpful, { reviewId: review.id }, shopperCtx(`voter-${i}`))));
    expect(others.every((vote) => vote.counted)).toBe(true);
    await expect(rpc.request(VoteReviewHelpful, { reviewId: review.id }, voter)).resolves.toEqual({ helpfulVotes: 9, counted: false });
    await expect(rpc.request(VoteReviewHelpful, { reviewId: review.id }, author)).rejects.toMatchObject({ status: 409 });
    await expect(status(rpc.request(VoteReviewHelpful, { reviewId: 2_000_000_000 }, voter))).resolves.toBe(404);
    const listed = await until(async () => {
      const page = await rpc.request(ListProductReviews, { productId: 7, sort: 'helpful' }, anonymous);
      return page.reviews[0]?.helpfulVotes === 9 ? page : undefined;
    }, 'the product page shows 9 helpful votes');
    expect(listed.reviews[0].id).toBe(review.id);
  });

  it('moderates with versions, bulk approves, replies as the shop, and records each action in the audit log', async () => {
    const productId = 8;
    const reviews: StaffReview[] = [];
    for (const [i, rating] of [5, 3, 4, 1].entries()) {
      const { review } = await rpc.request(SubmitReview, draft(productId, { rating, title: `Review ${i}` }), shopperCtx(`moderated-${i}`));
      reviews.push(await rpc.request(GetReviewForStaff, { id: review.id }, staff));
    }
    const [a, b, c, d] = reviews;
    const counts = await rpc.request(GetReviewQueueCounts, {}, staff);
    expect(counts.pending).toBeGreaterThanOrEqual(4);

    const flagged = await rpc.request(ModerateReview, { id: b.id, version: b.version, action: 'flag', reason: 'Check the order' }, staff);
    expect(flagged).toMatchObject({ status: 'flagged', moderationNote: 'Check the order', version: b.version + 1 });
    // The version b had is stale now.
    await expect(rpc.request(ModerateReview, { id: b.id, version: b.version, action: 'approve' }, staff)).rejects.toMatchObject({ status: 409 });
    await rpc.request(ModerateReview, { id: d.id, version: d.version, action: 'reject', reason: 'Off topic' }, staff);

    const bulk = await rpc.request(BulkApproveReviews, { ids: [a.id, b.id, c.id, d.id, 2_000_000_000] }, staff);
    expect(bulk.approved).toEqual([a.id, b.id, c.id]);
    expect(bulk.skipped.map((s) => s.id)).toEqual([d.id, 2_000_000_000]);
    expect(await catalogFollows(productId)).toEqual({ rating: 4, reviews: 3 });

    const replied = await rpc.request(ReplyToReview, { id: a.id, content: 'Thank you, Aditi!' }, staff);
    expect(replied.reply).toMatchObject({ content: 'Thank you, Aditi!', isAdmin: true });
    const page = await until(async () => {
      const listed = await rpc.request(ListProductReviews, { productId, sort: 'highest' }, anonymous);
      return listed.reviews[0]?.reply ? listed : undefined;
    }, 'the reply on the product page');
    expect(page.summary).toEqual({ average: 4, count: 3, histogram: [{ stars: 5, count: 1 }, { stars: 4, count: 1 }, { stars: 3, count: 1 }, { stars: 2, count: 0 }, { stars: 1, count: 0 }], withPhotos: 0 });
    expect(page.reviews.map((r) => r.rating)).toEqual([5, 4, 3]);
    await expect(rpc.request(ReplyToReview, { id: a.id, content: null }, staff)).resolves.toMatchObject({ reply: null });

    // Removing one: the rating follows.
    const current = await rpc.request(GetReviewForStaff, { id: c.id }, staff);
    await rpc.request(ModerateReview, { id: c.id, version: current.version, action: 'reject', reason: 'Duplicate' }, staff);
    expect(await catalogFollows(productId)).toEqual({ rating: 4, reviews: 2 });

    const audit = await until(async () => {
      const { rows } = await customerDb.query<{ action: string; entity_id: string }>(`SELECT action, entity_id FROM audit_entries WHERE entity = 'review' AND entity_id = ANY($1)`, [
        reviews.map((r) => String(r.id)),
      ]);
      return rows.length >= 8 ? rows : undefined;
    }, 'the audit log records every moderation');
    expect(audit.map((row) => `${row.action} ${row.entity_id}`).sort()).toEqual(
      [
        `review.flag ${b.id}`,
        `review.reject ${d.id}`,
        `review.approve ${a.id}`,
        `review.approve ${b.id}`,
        `review.approve ${c.id}`,
        `review.reply ${a.id}`,
        `review.reply-remove ${a.id}`,
        `review.reject ${c.id}`,
      ].sort(),
    );
    // A role without 'reviews.moderate' may not.
    await expect(status(rpc.request(GetReviewQueueCounts, {}, { correlationId: 'x', staff: { ...staff.staff!, role: 'fulfilment' } }))).resolves.toBe(403);
  });

  it('keeps the catalog at the figures of the highest revision: deleting follows, a repeated or late event changes nothing', async () => {
    const productId = 3;
    const author = shopperCtx('deleter');
    const { review } = await rpc.request(SubmitReview, draft(productId, { rating: 1 }), author);
    await approve(review.id);
    const withIt = await catalogFollows(productId);
    await expect(rpc.request(DeleteOwnReview, { productId }, author)).resolves.toEqual({ deleted: true });
    await expect(status(rpc.request(DeleteOwnReview, { productId }, author))).resolves.toBe(404);
    const without = await catalogFollows(productId);
    expect(without.reviews).toBe(withIt.reviews - 1);

    // The first revision again (stale), as if delivered late: the catalog keeps the latest figures.
    const publisher = new EventPublisher(nc);
    await publisher.publish(ProductRatingChanged, { productId, rating: 1, reviews: 1000, revision: 1 }, { correlationId: 'late' });
    const { rows } = await reviewDb.query<{ revision: number }>(`SELECT revision FROM product_ratings WHERE product_id = $1`, [productId]);
    await publisher.publish(ProductRatingChanged, { productId, ...without, revision: rows[0].revision }, { correlationId: 'again' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(rpc.request(GetProduct, { id: productId }, staff)).resolves.toMatchObject(without);
  });

  it('emails a review request once per delivered order, with an unsubscribe link that works', async () => {
    const email = uniqueEmail('reviewer');
    const first = await deliveredOrder(shop, owner, email, client());
    const mail = await until(async () => {
      const found = (await shop.mail.emails()).filter((m) => m.to.some((to) => to.address === email) && m.subject.startsWith('How do you like'));
      return found.length > 0 ? found : undefined;
    }, 'the review request email');
    expect(mail[0].text).toContain(`http://shop.test/product/${ORDERED_PRODUCT_ID}?review=${first}#write-review`);
    const token = /reviews\/unsubscribe\?token=([A-Za-z0-9_.-]+)/.exec(mail[0].text)![1];

    // Forged and altered tokens are refused; the real one works, twice alike.
    await expect(status(rpc.request(UnsubscribeFromReviewRequests, { token: `${Buffer.from('someone@example.in').toString('base64url')}.${token.split('.')[1]}` }, anonymous))).resolves.toBe(400);
    await expect(rpc.request(UnsubscribeFromReviewRequests, { token }, anonymous)).resolves.toEqual({ unsubscribed: true, email });
    await expect(rpc.request(UnsubscribeFromReviewRequests, { token }, anonymous)).resolves.toEqual({ unsubscribed: true, email });

    const second = await deliveredOrder(shop, owner, email, client());
    const skipped = await until(async () => {
      const { rows } = await reviewDb.query<{ status: string }>(`SELECT status FROM review_requests WHERE order_number = $1`, [second]);
      return rows[0];
    }, 'the second order is decided');
    expect(skipped.status).toBe('skipped');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const sent = (await shop.mail.emails()).filter((m) => m.to.some((to) => to.address === email) && m.subject.startsWith('How do you like'));
    expect(sent).toHaveLength(1);
  });

  it("lists a 1,000-review product's page in every order, with the summary", async () => {
    const productId = 1_000_001;
    await reviewDb.query(
      `INSERT INTO product_reviews (product_id, customer_id, customer_email, customer_name, rating, title, content, status, helpful_votes, created_at)
       SELECT $1, 'bulk-' || n, 'bulk' || n || '@example.in', 'Shopper ' || n, 1 + n % 5, 'Title ' || n, 'Bulk review text ' || n, 'approved', n % 7,
              now() - n * interval '1 minute'
         FROM generate_series(1, 1000) AS n`,
      [productId],
    );
    const newest = await rpc.request(ListProductReviews, { productId, limit: 50, page: 2 }, anonymous);
    expect(newest.total).toBe(1000);
    expect(newest.summary).toMatchObject({ count: 1000, average: 3, histogram: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 200 })) });
    expect(newest.reviews.map((r) => r.customerName)).toEqual(Array.from({ length: 50 }, (_, i) => `Shopper ${51 + i}`));
    const lowest = await rpc.request(ListProductReviews, { productId, sort: 'lowest', limit: 3 }, anonymous);
    expect(lowest.reviews.map((r) => r.rating)).toEqual([1, 1, 1]);
    const helpful = await rpc.request(ListProductReviews, { productId, sort: 'helpful', limit: 1 }, anonymous);
    expect(helpful.reviews[0].helpfulVotes).toBe(6);
    await expect(rpc.request(ListProductReviews, { productId, page: 1000 }, anonymous)).resolves.toMatchObject({ reviews: [], total: 1000 });
  });
});
