import type { Browser } from 'playwright-core';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import sharp from 'sharp';
import { baseUrl, launchBrowser, openSession, type BrowserSession } from './support/browser';
import { removeProducts } from './support/catalog-database';
import { signInAsStaff, staffOwner } from './support/staff';

// A catalogue user invited by the owner adds a product with an uploaded image through the real
// gateway, catalog, media and pricing services; a shopper then finds it, configures it and orders it.
jest.setTimeout(240_000);

interface Option {
  kind: 'size' | 'medium' | 'frame';
  value: string;
  label: string;
  isActive: boolean;
  orientation: string | null;
  priceMultiplier: number | null;
  addedPrice: number | null;
}

interface TrackedOrder {
  status: string;
  paymentMethod: string;
  items: Array<{ productTitle: string; size: string; medium: string; framing: string; quantity: number; unitPrice: number }>;
}

const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** Integer division rounding halves up, as the server does. */
function divideRoundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** The shop's rule: MRP = round(base × size × medium) + frame; the price shown is round(MRP × 0.9). */
function expectedPrice(base: number, size: Option, medium: Option, frame: Option) {
  const scaled = Math.round(base * 100) * Math.round((size.priceMultiplier ?? 1) * 1000) * Math.round((medium.priceMultiplier ?? 1) * 1000);
  const mrp = divideRoundHalfUp(scaled, 100 * 1000 * 1000) + (frame.addedPrice ?? 0);
  return { mrp, discounted: divideRoundHalfUp(mrp * 90, 100) };
}

/** Polls `read` until it equals `expected`; fails with the last value seen. */
async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = await read();
  while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    last = await read();
  }
  expect(last).toEqual(expected);
}

/** A photograph-like PNG the media service resizes: noise, so it compresses like a real picture. */
function artworkPng(): Promise<Buffer> {
  const width = 1200;
  const height = 900;
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = (index * 37 + (index >> 7) * 11) & 0xff;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

describe('the back office catalogue: a product added by a catalogue user, ordered by a shopper', () => {
  let browser: Browser;
  const sessions: BrowserSession[] = [];
  // The product this file adds; deleted afterwards whatever happened, so the other files' collections stay the sample's.
  const stamp = String(Date.now()).slice(-6);
  const uniqueProduct = `MH-${stamp}`;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const session of sessions) await session.close();
    await browser?.close();
    await removeProducts(uniqueProduct);
  });

  async function open(): Promise<BrowserSession> {
    const session = await openSession(browser);
    sessions.push(session);
    return session;
  }

  it('adds a product with an uploaded image, sizes, mediums and frames; a shopper finds it, sees the rule’s price and orders it by COD', async () => {
    const cataloguer = `catalogue.${stamp}@example.in`;
    const title = `Monsoon Harbour ${stamp}`;
    const basePrice = 2000;

    // The owner invites a catalogue user.
    const owner = await open();
    await owner.visit('/admin/login');
    await signInAsStaff(owner.page, staffOwner().email);
    await owner.page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Staff' }).click();
    await owner.page.getByRole('textbox', { name: 'Google account email' }).fill(cataloguer);
    await owner.page.getByRole('combobox', { name: 'Role', exact: true }).selectOption('catalogue');
    await owner.page.getByRole('button', { name: 'Invite' }).click();
    await owner.page.getByText(`${cataloguer} is invited as Catalogue`).waitFor();

    // The catalogue user signs in and lands on the products: the catalogue and the review queue are all their navigation shows.
    const staff = await open();
    const page = staff.page;
    await staff.visit('/admin/login');
    await signInAsStaff(page, cataloguer);
    await page.waitForURL('**/admin/products');
    expect(await page.getByRole('navigation', { name: 'Back office' }).getByRole('link').allTextContents()).toEqual(['Products', 'Options and prices', 'Categories', 'Blog', 'Reviews']);

    // The options the form will offer, read as the catalogue user: landscape presets, mediums, frames.
    const listed = await page.request.get('/api/admin/price-options');
    expect(listed.status()).toBe(200);
    const { options } = (await listed.json()) as { options: Option[] };
    const active = (kind: Option['kind']) => options.filter((option) => option.kind === kind && option.isActive && (kind !== 'size' || option.orientation === 'landscape'));
    const [smallSize, size] = active('size');
    // Products name mediums and frames by their labels (Museum-Grade Canvas), sizes by their values (27X21).
    const canvas = active('medium').find((option) => option.label === 'Museum-Grade Canvas') ?? active('medium')[0];
    const medium = active('medium').find((option) => option !== canvas && option.priceMultiplier !== 1) ?? canvas;
    const noFrame = active('frame').find((option) => (option.addedPrice ?? 0) === 0) ?? active('frame')[0];
    const frame = active('frame').find((option) => (option.addedPrice ?? 0) > 0) ?? noFrame;

    await page.getByRole('link', { name: 'Add a product' }).click();
    await page.getByRole('heading', { level: 1, name: 'Add a product' }).waitFor();
    const form = page.getByRole('form', { name: 'Product' });
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form.getByRole('textbox', { name: 'Artist' }).fill('Kavya Rao');
    await form.getByRole('textbox', { name: 'Unique product code' }).fill(uniqueProduct);
    await form.getByRole('combobox', { name: 'Category' }).selectOption({ index: 1 });
    await form.getByRole('spinbutton', { name: 'Base price (₹)' }).fill(String(basePrice));
    await form.getByRole('textbox', { name: 'Style' }).fill('Contemporary Coastal');
    await form.getByRole('textbox', { name: 'Description' }).fill('Fishing boats at rest in a monsoon harbour, painted in indigo and rust.');

    // Sizes are the landscape presets only; a portrait one is not offered.
    const sizes = form.getByRole('group', { name: 'Sizes' });
    expect(await sizes.getByRole('checkbox', { name: /14 x 18/ }).count()).toBe(0);
    for (const option of [smallSize, size]) await sizes.getByRole('checkbox', { name: option.label, exact: true }).check();
    const mediums = form.getByRole('group', { name: 'Mediums' });
    for (const option of new Set([canvas, medium])) await mediums.getByRole('checkbox', { name: option.label, exact: true }).check();
    const frames = form.getByRole('group', { name: 'Frames' });
    for (const option of new Set([noFrame, frame])) await frames.getByRole('checkbox', { name: option.label, exact: true }).check();

    // The image: uploaded with its progress shown, resized in the background, then chosen as the main image.
    await form.getByLabel('Image files').setInputFiles({ name: 'monsoon-harbour.png', mimeType: 'image/png', buffer: await artworkPng() });
    const uploads = form.getByRole('list', { name: 'Uploaded images' });
    await uploads.getByText(/Ready, \d+ × \d+/).waitFor({ timeout: 30_000 });
    await form.getByRole('combobox', { name: 'Uploaded image for Main image' }).selectOption({ label: 'monsoon-harbour.png' });
    const mainImage = await form.getByRole('textbox', { name: 'Main image' }).inputValue();
    expect(mainImage).toMatch(/^\/media\/uploads\/[0-9a-f]{16}\/monsoon-harbour\.webp$/);

    await form.getByRole('button', { name: 'Add product' }).click();
    // Either the product is added, or the refusal is the test's failure message.
    await page.getByText('Product added.').or(page.getByRole('alert')).first().waitFor();
    expect(await page.getByRole('alert').allTextContents()).toEqual([]);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const productId = Number(new URL(page.url()).pathname.split('/').pop());
    expect(productId).toBeGreaterThan(0);

    // A shopper finds it by search (the catalogue learns of it through events, within a second).
    await eventually(async () => (await fetch(`${baseUrl()}/api/products/${productId}`)).status, 200);
    const shopper = await open();
    const shop = shopper.page;
    // The home page has no site header; a collection page has the header's search.
    await shopper.visit('/collection/all');
    await shop.getByRole('banner').getByRole('button', { name: 'Search products' }).click();
    const dialog = shop.getByRole('dialog', { name: 'Search Products' });
    await dialog.getByRole('searchbox', { name: 'Search products' }).fill(`Monsoon Harbour ${stamp}`);
    await dialog.getByRole('list', { name: 'Search results' }).getByRole('link', { name: new RegExp(title) }).click();
    await shop.getByRole('heading', { level: 1, name: title }).waitFor();
    // Its picture is the uploaded one, in the sizes the media service made.
    const folder = mainImage.slice(0, mainImage.lastIndexOf('/') + 1);
    await shop.locator(`img[src^="${folder}"], img[srcset*="${folder}"]`).first().waitFor();

    // Configures it: the price shown follows the rule for the options the catalogue user chose.
    for (const [group, option] of [
      ['Size', `${size.value.replace('X', ' × ')} in`],
      ['Medium', medium.label],
      ['Framing', frame.label],
    ]) {
      const radios = shop.getByRole('radiogroup', { name: group });
      await radios.getByText(option, { exact: true }).click();
      await eventually(() => radios.getByRole('radio', { name: option }).isChecked(), true);
    }
    const expected = expectedPrice(basePrice, size, medium, frame);
    const priceArea = shop.getByRole('status', { name: 'Price' });
    await eventually(async () => ((await priceArea.getAttribute('aria-busy')) === 'true' ? '' : ((await priceArea.locator('span').first().textContent()) ?? '')), wholeRupees.format(expected.discounted));

    // Orders it, cash on delivery.
    await shop.getByRole('button', { name: 'Add to Cart' }).click();
    await shop.getByRole('link', { name: 'View Cart' }).click();
    await shop.waitForURL('**/cart');
    const checkout = shop.getByRole('form', { name: 'Shipping Information' });
    const email = `shopper.${stamp}@example.in`;
    for (const [label, value] of Object.entries({
      'First Name': 'Nisha',
      'Last Name': 'Menon',
      'Email Address': email,
      'Phone Number': '+91 98450 11223',
      Address: '7 Marine Drive',
      City: 'Kochi',
      State: 'Kerala',
      'PIN Code': '682031',
    })) {
      await checkout.getByRole('textbox', { name: label, exact: true }).fill(value);
    }
    const methods = shop.getByRole('radiogroup', { name: 'Payment Method' });
    await methods.getByText('Cash on Delivery', { exact: true }).click();
    await shop.getByRole('button', { name: 'Place Order' }).click();
    await shop.waitForURL(/\/order-tracking\?number=ORD-\d{6}$/);
    const orderNumber = new URL(shop.url()).searchParams.get('number') ?? '';

    const tracked = await fetch(`${baseUrl()}/api/orders/track/${encodeURIComponent(orderNumber)}?email=${encodeURIComponent(email)}`);
    expect(tracked.status).toBe(200);
    const order = (await tracked.json()) as TrackedOrder;
    expect(order).toMatchObject({ status: 'pending', paymentMethod: 'cod' });
    expect(order.items).toMatchObject([{ productTitle: title, size: size.value, medium: medium.label, framing: frame.label, quantity: 1, unitPrice: expected.discounted }]);
    expect(shopper.consoleErrors).toEqual([]);

    // The catalogue user exports the product as CSV, reprices it in the file and imports it back:
    // checked first (nothing written), then for real; the storefront follows.
    const exported = await page.request.get(`${baseUrl()}/api/admin/products/export?q=${encodeURIComponent(uniqueProduct)}`);
    expect(exported.status()).toBe(200);
    const [header, row] = parse(await exported.text()) as string[][];
    row[header.indexOf('basePrice')] = String(basePrice + 100);
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Products' }).click();
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const panel = page.getByRole('region', { name: 'Import products' });
    await panel.getByLabel('Products CSV').setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(stringify([header, row])) });
    await panel.getByRole('button', { name: 'Check (dry run)' }).click();
    await panel.getByText(/Check only, nothing written: 0 created, 1 updated, 0 unchanged/).waitFor();
    expect(((await (await fetch(`${baseUrl()}/api/products/${productId}`)).json()) as { basePrice: number }).basePrice).toBe(basePrice);
    await panel.getByRole('button', { name: 'Import', exact: true }).click();
    await panel.getByText(/Imported: 0 created, 1 updated, 0 unchanged/).waitFor();
    await eventually(async () => ((await (await fetch(`${baseUrl()}/api/products/${productId}`)).json()) as { basePrice: number }).basePrice, basePrice + 100);

    // Archived, it leaves the storefront (its orders keep their lines).
    await staff.visit(`/admin/products/${productId}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('button', { name: 'Archive', exact: true }).click();
    await page.getByText('Archived: it is off the storefront.').waitFor();
    await eventually(async () => (await fetch(`${baseUrl()}/api/products/${productId}`)).status, 404);
    expect(staff.consoleErrors).toEqual([]);
  });
});
