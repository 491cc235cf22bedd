import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, openSession, type BrowserSession } from './support/browser';
import { api } from './support/api';

// Each walk configures prints, fills the cart and checks it against the server several times.
jest.setTimeout(120_000);

/** Marigold Geometry: a landscape sample artwork with every medium and frame. */
const PRODUCT_ID = 4;

/** The price rule's inputs (DESIGN.md, spec section 9): size steps in preset order, paper, frame prices. */
const SIZE_MULTIPLIERS = [1, 1.5, 2, 2.5, 3];
const MEDIUM_MULTIPLIERS: Record<string, number> = { 'Museum-Grade Canvas': 1, 'Fine Art Paper': 0.8 };
const FRAME_PRICES: Record<string, number> = {
  'No Frame': 0,
  'Print Only': 0,
  'Stretched Canvas': 50,
  'Dark Brown Frame': 120,
  'Light Brown Frame': 120,
  'Black Frame': 110,
  'Floating Frame - Natural': 140,
  'Metal (Champagne Gold)': 160,
  'Metal (Earling Silver)': 160,
};

interface ApiProduct {
  id: number;
  title: string;
  basePrice: number;
  availableSizes: string[];
}

interface StoredLine {
  productId: number;
  quantity: number;
  size: string;
  medium: string;
  framing: string;
  totalPrice: number;
}

interface ServerSummary {
  summary: { basePrice: number; discountPercentage: number; discountAmount: number; subtotal: number; gstRate: number; gstAmount: number; total: number };
  lines: Array<{ unitPrice: number; lineTotal: number; quantity: number }>;
}

const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const rupeesAndPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const paise = (amount: number) => rupeesAndPaise.format(amount);

/** Integer division rounding halves up, as the server does: no floating-point surprises at .5. */
function divideRoundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** MRP = round(base × size × medium) + frame; discounted = round(MRP × 0.9). */
function expectedPrice(product: ApiProduct, size: string, medium: string, frame: string) {
  const sizeMultiplier = SIZE_MULTIPLIERS[product.availableSizes.indexOf(size)];
  const scaled = Math.round(product.basePrice * 100) * Math.round(sizeMultiplier * 1000) * Math.round(MEDIUM_MULTIPLIERS[medium] * 1000);
  const mrp = divideRoundHalfUp(scaled, 100 * 1000 * 1000) + FRAME_PRICES[frame];
  return { mrp, discounted: divideRoundHalfUp(mrp * 90, 100) };
}

function serverPrice(product: ApiProduct, size: string, medium: string, frame: string) {
  const query = new URLSearchParams({ productName: product.title, productId: String(product.id), size, medium, frame });
  return api<{ mrp: number; discountedPrice: number }>(`/api/products/pricing?${query}`);
}

function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Polls `read` until it equals `expected`; fails with the last value seen. */
async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = await read();
  while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await read();
  }
  expect(last).toEqual(expected);
}

function priceArea(page: Page): Locator {
  return page.getByRole('status', { name: 'Price' });
}

/** The shown price and the struck-through MRP, as text. */
async function shownPrice(page: Page): Promise<[string, string]> {
  const area = priceArea(page);
  if ((await area.getAttribute('aria-busy')) === 'true') return ['', ''];
  const texts = await area.locator('span, s').allTextContents();
  const mrp = (await area.locator('s').textContent())?.replace('Original price: ', '') ?? '';
  return [texts[0] ?? '', mrp];
}

/** Picks an option card and waits until its radio is checked. */
async function choose(page: Page, group: string, option: string) {
  const radios = page.getByRole('radiogroup', { name: group });
  await radios.getByText(option, { exact: true }).click();
  await eventually(() => radios.getByRole('radio', { name: option }).isChecked(), true);
}

/** Chooses size, medium and frame, and checks the shown price against the rule and the server. */
async function configure(page: Page, product: ApiProduct, size: string, medium: string, frame: string) {
  await choose(page, 'Size', `${size.replace('X', ' × ')} in`);
  await choose(page, 'Medium', medium);
  await choose(page, 'Framing', frame);

  const expected = expectedPrice(product, size, medium, frame);
  const server = await serverPrice(product, size, medium, frame);
  expect({ mrp: server.mrp, discounted: server.discountedPrice }).toEqual(expected);
  await eventually(() => shownPrice(page), [wholeRupees.format(expected.discounted), wholeRupees.format(expected.mrp)]);
  await page.getByRole('img', { name: `Preview: ${product.title} as a ${size.replace('X', ' × ')} in print on ${medium}, ${frame}` }).waitFor();
  return expected;
}

async function addToCart(page: Page) {
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByText('Added to Cart', { exact: true }).waitFor();
}

async function closeNotice(page: Page) {
  await page.getByRole('button', { name: 'Close notification' }).click();
  await page.getByRole('button', { name: 'Close notification' }).waitFor({ state: 'detached' });
}

async function storedCart(page: Page): Promise<StoredLine[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as StoredLine[]);
}

async function summaryRows(page: Page): Promise<string[][]> {
  const region = page.getByRole('region', { name: 'Order Summary' });
  if ((await region.getAttribute('aria-busy')) === 'true') return [];
  return region.locator('dl > div').evaluateAll((rows) => rows.map((row) => Array.from(row.children).map((cell) => cell.textContent ?? '')));
}

/** What one cart line shows: options, unit price, quantity and line total. */
async function shownLines(page: Page): Promise<string[][]> {
  const items = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  const shown: string[][] = [];
  for (const item of await items.all()) {
    const texts = await item.locator('p').allTextContents();
    const quantity = (await item.getByRole('group', { name: 'Quantity' }).locator('output').textContent()) ?? '';
    shown.push([...texts, quantity]);
  }
  return shown;
}

/**
 * The badge, the lines and the summary agree with the server: the test asks
 * `POST /api/cart/dynamic-summary` itself for the cart the browser holds.
 */
async function expectCartToAgreeWithServer(page: Page, product: ApiProduct) {
  const lines = await storedCart(page);
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  await page.getByRole('banner').getByRole('link', { name: count === 1 ? 'Cart, 1 item' : `Cart, ${count} items` }).waitFor();

  const answer = await api<ServerSummary>('/api/cart/dynamic-summary', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      items: lines.map((line) => ({
        productName: product.title,
        productId: line.productId,
        size: line.size.toLowerCase(),
        medium: line.medium,
        frame: line.framing,
        quantity: line.quantity,
      })),
    }),
  });
  const { summary } = answer;
  await eventually(() => summaryRows(page), [
    ['Price', paise(summary.basePrice)],
    [`Discount (${summary.discountPercentage}%)`, `−${paise(summary.discountAmount)}`],
    ['Subtotal', paise(summary.subtotal)],
    [`GST (${summary.gstRate}%)`, paise(summary.gstAmount)],
    ['Shipping', 'Free'],
    ['Total', paise(summary.total)],
  ]);
  await eventually(
    () => shownLines(page),
    lines.map((line, index) => [
      `${line.size.replace('X', ' × ')} in · ${line.medium} · ${line.framing}`,
      `${paise(answer.lines[index].unitPrice)} each`,
      paise(answer.lines[index].lineTotal),
      String(line.quantity),
    ]),
  );
  // The server's summary is the price rule applied to every line.
  const rule = lines.map((line) => ({ ...expectedPrice(product, line.size, line.medium, line.framing), quantity: line.quantity }));
  expect(summary.basePrice).toBe(rule.reduce((sum, line) => sum + line.mrp * line.quantity, 0));
  expect(summary.subtotal).toBe(rule.reduce((sum, line) => sum + line.discounted * line.quantity, 0));
}

function cartLine(page: Page, options: string): Locator {
  return page.getByRole('list', { name: 'Cart items' }).getByRole('listitem').filter({ hasText: options });
}

describe('configuring prints and the cart', () => {
  let browser: Browser;
  let session: BrowserSession;
  let product: ApiProduct;

  beforeAll(async () => {
    browser = await launchBrowser();
    product = await api<ApiProduct>(`/api/products/${PRODUCT_ID}`);
  });

  afterAll(async () => {
    await browser?.close();
  });

  afterEach(async () => {
    await session?.close();
  });

  it('prices every choice by the rule, and keeps the badge, lines and summary in step with the server', async () => {
    session = await openSession(browser);
    const { page } = session;
    await session.visit(`/product/${PRODUCT_ID}/marigold-geometry`);
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();

    // The product opens at the first size of its orientation, on canvas, unframed.
    const base = expectedPrice(product, product.availableSizes[0], 'Museum-Grade Canvas', 'No Frame');
    await eventually(() => shownPrice(page), [wholeRupees.format(base.discounted), wholeRupees.format(base.mrp)]);
    expect(await page.getByRole('radio', { name: '18 × 14 in' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Museum-Grade Canvas' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'No Frame' }).isChecked()).toBe(true);

    // The options are a keyboard's too: an arrow key moves the size to the next card.
    const sizes = page.getByRole('radiogroup', { name: 'Size' }).getByRole('radio');
    await sizes.first().focus();
    await page.keyboard.press('ArrowRight');
    await eventually(() => sizes.nth(1).isChecked(), true);
    expect(await sizes.first().isChecked()).toBe(false);

    // The price follows size, then medium, then frame.
    const larger = await configure(page, product, '27X21', 'Museum-Grade Canvas', 'No Frame');
    const onPaper = await configure(page, product, '27X21', 'Fine Art Paper', 'No Frame');
    const framed = await configure(page, product, '27X21', 'Fine Art Paper', 'Floating Frame - Natural');
    expect(new Set([base.discounted, larger.discounted, onPaper.discounted, framed.discounted]).size).toBe(4);

    await addToCart(page);
    await page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    await closeNotice(page);

    // A second configuration of the same artwork, two of them.
    await configure(page, product, '36X28', 'Museum-Grade Canvas', 'Black Frame');
    await page.getByRole('group', { name: 'Quantity' }).getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('group', { name: 'Quantity' }).locator('output').getByText('2', { exact: true }).waitFor();
    await addToCart(page);
    await page.getByRole('banner').getByRole('link', { name: 'Cart, 3 items' }).waitFor();

    await page.getByRole('link', { name: 'View Cart' }).click();
    await page.waitForURL('**/cart');
    await page.getByRole('heading', { level: 1, name: 'Shopping Cart' }).waitFor();
    expect(await page.getByRole('list', { name: 'Cart items' }).getByRole('listitem').count()).toBe(2);
    await expectCartToAgreeWithServer(page, product);

    const paperLine = cartLine(page, '27 × 21 in · Fine Art Paper · Floating Frame - Natural');
    const framedLine = cartLine(page, '36 × 28 in · Museum-Grade Canvas · Black Frame');
    expect(await paperLine.getByRole('button', { name: 'Decrease quantity' }).isDisabled()).toBe(true);

    await paperLine.getByRole('button', { name: 'Increase quantity' }).click();
    await expectCartToAgreeWithServer(page, product);

    await framedLine.getByRole('button', { name: 'Decrease quantity' }).click();
    await expectCartToAgreeWithServer(page, product);
    expect((await storedCart(page)).map((line) => line.quantity)).toEqual([2, 1]);

    await paperLine.getByRole('button', { name: /^Remove / }).click();
    await paperLine.waitFor({ state: 'detached' });
    await expectCartToAgreeWithServer(page, product);
    expect(await storedCart(page)).toHaveLength(1);

    await page.getByRole('link', { name: 'Already ordered? Track your order' }).click();
    await page.waitForURL('**/order-tracking');

    expect(session.consoleErrors).toEqual([]);
  });

  it('configures a print and empties the cart on a 375 px phone', async () => {
    session = await openSession(browser, { width: 375, height: 812 });
    const { page } = session;
    await session.visit(`/product/${PRODUCT_ID}`);
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await configure(page, product, '45X35', 'Fine Art Paper', 'Metal (Champagne Gold)');
    const preview = await page.getByRole('img', { name: /^Preview: / }).boundingBox();
    expect(preview && preview.x >= 0 && preview.x + preview.width <= 375).toBe(true);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await addToCart(page);
    await page.getByRole('link', { name: 'View Cart' }).click();
    await page.waitForURL('**/cart');
    await page.getByRole('heading', { level: 1, name: 'Shopping Cart' }).waitFor();
    await expectCartToAgreeWithServer(page, product);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Clear Cart' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your Shopping Cart is Empty' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true }).waitFor();
    expect(await storedCart(page)).toEqual([]);

    expect(session.consoleErrors).toEqual([]);
  });
});
