import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser, openSession, type BrowserSession } from './support/browser';
import { placeCodOrder } from './support/checkout';
import { sandboxAccountName } from './support/google';
import { signInAsStaff, staffOwner } from './support/staff';
import { api } from './support/api';

// Two shoppers and a staff member sign in through the sandbox's Google; the review goes through the
// real gateway, review, order, media and catalog services.
jest.setTimeout(240_000);

/** Quiet Courtyard: no other browser test orders it or reads its reviews. */
const PRODUCT_ID = 5;

interface ReviewSummary {
  average: number;
  count: number;
  histogram: Array<{ stars: number; count: number }>;
}

interface StaffOrder {
  status: string;
  version: number;
}

/** A cash-on-delivery order of one print, placed with `email` as the cart's checkout places one. */
async function placeOrderAs(email: string, name: string): Promise<string> {
  const [firstName, lastName = 'Shopper'] = name.split(' ');
  const address = { address: '9 Lalbagh Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560027' };
  return (await placeCodOrder({ email, firstName, lastName, phone: '+91 99000 44556', address, productId: PRODUCT_ID })).orderNumber;
}

/** Confirms, ships and delivers the order through the back office's API, as the staff member signed in on `staff`. */
async function deliverOrder(staff: Page, orderNumber: string): Promise<void> {
  const path = `/api/admin/orders/${encodeURIComponent(orderNumber)}`;
  const read = await staff.request.get(path);
  expect(read.status()).toBe(200);
  let order = (await read.json()) as StaffOrder;
  const steps: Array<[string, Record<string, string>]> = [
    ['confirm', {}],
    ['ship', { carrier: 'Delhivery', trackingNumber: `DLV${orderNumber.slice(-6)}` }],
    ['deliver', {}],
  ];
  for (const [step, fields] of steps) {
    const response = await staff.request.post(`${path}/${step}`, { data: { version: order.version, ...fields } });
    if (!response.ok()) throw new Error(`${step} answered ${response.status()}: ${await response.text()}`);
    order = (await response.json()) as StaffOrder;
  }
  expect(order.status).toBe('delivered');
}

/** The header's "Login with Google": the sandbox's consent page in a popup, "Use another account" with this email. */
async function signInAsShopper(session: BrowserSession, email: string): Promise<void> {
  const { page } = session;
  await session.visit('/collection/all');
  const popupOpened = page.context().waitForEvent('page');
  await page.getByRole('banner').getByRole('button', { name: 'Login with Google' }).click();
  const popup = await popupOpened;
  await popup.getByRole('heading', { name: 'Choose an account' }).waitFor();
  await popup.getByRole('textbox', { name: 'Use another account' }).fill(email);
  await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Next' }).click()]);
  await page.getByRole('banner').getByRole('button', { name: `Account: ${sandboxAccountName(email)}` }).waitFor();
}

/** A small photograph-like PNG: noise, so it compresses like a real picture. */
function reviewPhotoPng(): Promise<Buffer> {
  const width = 640;
  const height = 480;
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = (index * 53 + (index >> 6) * 7) & 0xff;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

/**
 * Opens the product page until `locator` shows: an approval reaches the product's reviews through
 * an event, a moment after the moderator's answer.
 */
async function productPageShowing(session: BrowserSession, locator: Locator, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  await session.visit(`/product/${PRODUCT_ID}`);
  while (!(await locator.isVisible())) {
    if (Date.now() > deadline) throw new Error(`The product page did not show ${String(locator)} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await session.page.reload({ waitUntil: 'networkidle' });
  }
}

describe('reviews: a verified buyer reviews a print with a photo, staff approve and reply, another shopper finds it helpful', () => {
  let browser: Browser;
  const sessions: BrowserSession[] = [];
  const stamp = String(Date.now()).slice(-6);
  const reviewerEmail = `lakshmi.${stamp}@example.in`;
  let reviewer: BrowserSession | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    // The shop as other files find it: the review (and its vote) deleted, the product's rating back to what it was.
    await reviewer?.page.request.delete(`/api/products/${PRODUCT_ID}/reviews/mine`).catch(() => undefined);
    for (const session of sessions) await session.close();
    await browser?.close();
  });

  async function open(): Promise<BrowserSession> {
    const session = await openSession(browser);
    sessions.push(session);
    return session;
  }

  it('shows the approved review with its photo, Verified Purchase, the reply, the new average and count, and counts a helpful vote', async () => {
    const title = `Calm corner ${stamp}`;
    const content = 'The courtyard print glows in our reading nook; the canvas texture is lovely up close.';
    const shownName = `Lakshmi R ${stamp}`;
    const reply = `Thank you, Lakshmi! Enjoy the quiet corner (${stamp}).`;
    const before = (await api<{ summary: ReviewSummary }>(`/api/products/${PRODUCT_ID}/reviews`)).summary;
    const count = before.count + 1;
    const stars = before.histogram.reduce((sum, bar) => sum + bar.stars * bar.count, 0) + 4;
    const average = (Math.round((stars / count) * 10) / 10).toFixed(1);

    // The shopper signs in and orders the print, cash on delivery, with the signed-in email.
    reviewer = await open();
    await signInAsShopper(reviewer, reviewerEmail);
    // The product page as a shared link opens it, rendered by the server and hydrated without Chakra:
    // the form, drawn with Chakra, comes with it when the shopper asks for it.
    await reviewer.visit(`/product/${PRODUCT_ID}`);
    await reviewer.page.locator('#reviews').getByRole('button', { name: 'Write a Review' }).click();
    await reviewer.page.getByRole('form', { name: 'Write a review' }).getByRole('textbox', { name: 'Review title' }).waitFor();
    const orderNumber = await placeOrderAs(reviewerEmail, sandboxAccountName(reviewerEmail));

    // The owner delivers it.
    const staff = await open();
    await staff.visit('/admin/login');
    await signInAsStaff(staff.page, staffOwner().email);
    await deliverOrder(staff.page, orderNumber);

    // From the order history, "Review this print" opens the product page's form tied to the order.
    const page = reviewer.page;
    await reviewer.visit('/orders');
    await page.getByRole('article', { name: `Order ${orderNumber}` }).getByRole('link', { name: 'Review this print' }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`/product/${PRODUCT_ID}`) && url.searchParams.get('review') === orderNumber);
    const form = page.getByRole('form', { name: 'Write a review' });
    await form.getByText(`Reviewing the print from order ${orderNumber}`).waitFor();
    // As a keyboard user chooses: the star drawn over each radio takes the pointer's clicks for it.
    const fourStars = form.getByRole('radiogroup', { name: 'Rating' }).getByRole('radio', { name: '4 stars', exact: true });
    await fourStars.focus();
    await page.keyboard.press('Space');
    expect(await fourStars.isChecked()).toBe(true);
    await form.getByRole('textbox', { name: 'Review title' }).fill(title);
    await form.getByRole('textbox', { name: 'Your review' }).fill(content);
    await form.getByRole('textbox', { name: 'Name shown' }).fill(shownName);
    await form.getByLabel('Photos (up to 3)').setInputFiles({ name: 'courtyard.png', mimeType: 'image/png', buffer: await reviewPhotoPng() });
    await form.getByRole('list', { name: 'Review photos' }).getByRole('listitem').filter({ hasText: 'Ready' }).waitFor({ timeout: 60_000 });
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByRole('status').filter({ hasText: 'Thank you! Your review will appear once it is approved.' }).waitFor();

    // Staff find it in the queue, approve it and reply.
    const admin = staff.page;
    await admin.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Reviews' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Reviews' }).waitFor();
    await admin.getByRole('searchbox', { name: 'Search reviews' }).fill(title);
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    await admin.waitForURL(/\/admin\/reviews\?q=/);
    await admin.getByRole('table', { name: 'Reviews' }).getByRole('link', { name: title }).click();
    await admin.getByRole('heading', { level: 1, name: title }).waitFor();
    await admin.getByText('Verified Purchase', { exact: true }).waitFor();
    await admin.getByText(reviewerEmail, { exact: true }).waitFor();
    expect(await admin.getByRole('region', { name: 'Photos' }).getByRole('img').count()).toBe(1);
    await admin.getByRole('button', { name: 'Approve', exact: true }).click();
    await admin.getByRole('status').filter({ hasText: 'Approved: it is on the product page.' }).waitFor();
    await admin.getByRole('textbox', { name: 'Public reply' }).fill(reply);
    await admin.getByRole('button', { name: 'Save reply' }).click();
    await admin.getByRole('status').filter({ hasText: 'Reply saved.' }).waitFor();

    // The product page shows it: stars, name, Verified Purchase, the photo, the reply, and the new summary.
    const reviews = page.locator('#reviews');
    const shown = reviews.getByRole('article', { name: title });
    await productPageShowing(reviewer, shown);
    await shown.getByRole('img', { name: '4 out of 5 stars' }).waitFor();
    await shown.getByText(shownName, { exact: true }).waitFor();
    await shown.getByText('Verified Purchase', { exact: true }).waitFor();
    await shown.getByText(content, { exact: true }).waitFor();
    await shown.getByRole('img', { name: `Photo from ${shownName}'s review` }).waitFor();
    expect(await shown.getByRole('note', { name: 'Reply from the shop' }).textContent()).toContain(reply);
    await reviews.getByText(`${average} out of 5`, { exact: true }).waitFor();
    await reviews.getByText(`Based on ${count} ${count === 1 ? 'review' : 'reviews'}`, { exact: true }).waitFor();
    const fourStarCount = (before.histogram.find((bar) => bar.stars === 4)?.count ?? 0) + 1;
    expect(await reviews.getByRole('list', { name: 'Ratings breakdown' }).getByRole('listitem').allInnerTexts()).toContainEqual(expect.stringMatching(new RegExp(`^4 stars\\s+${fourStarCount}$`)));
    // Search engines read the same figures from the page's structured data.
    const structured = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as { aggregateRating?: { ratingValue: unknown; reviewCount: unknown } });
    const rated = structured.find((data) => data.aggregateRating);
    expect(Number(rated?.aggregateRating?.ratingValue)).toBe(Number(average));
    expect(Number(rated?.aggregateRating?.reviewCount)).toBe(count);

    // Another shopper finds it helpful: one vote, then the button rests.
    const voter = await open();
    await signInAsShopper(voter, `arjun.${stamp}@example.in`);
    const theirs = voter.page.locator('#reviews').getByRole('article', { name: title });
    await productPageShowing(voter, theirs);
    await theirs.getByRole('button', { name: 'Helpful (0)' }).click();
    const counted = theirs.getByRole('button', { name: 'Helpful (1)' });
    await counted.waitFor();
    expect(await counted.isDisabled()).toBe(true);
    await theirs.getByText('Thanks for your feedback').waitFor();
  });
});
