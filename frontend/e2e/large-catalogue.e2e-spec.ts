import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, openSession, type BrowserSession } from './support/browser';
import { seedCatalog } from './support/catalog-database';

// The shop with 50,000 artworks: this file grows the catalogue for its own tests and takes it back
// to the sample eight afterwards (e2e files run one at a time), so the other files keep theirs.
jest.setTimeout(120_000);

const PRODUCTS = 50_000;
const SAMPLE_PRODUCTS = 8;

async function catalogueSize(base: string): Promise<number> {
  const res = await fetch(`${base}/api/products?limit=1`);
  return Number(res.headers.get('x-total-count'));
}

/** Waits (at most 30 s) until the shop lists `size` products: the catalog re-reads them a moment after a change. */
async function untilCatalogueHolds(base: string, size: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  while ((await catalogueSize(base)) !== size) {
    if (Date.now() > deadline) throw new Error(`The shop did not list ${size} products within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The titles of the page the server answers, as the collection page should show them. */
async function serverTitles(base: string, query: string): Promise<string[]> {
  const products = (await (await fetch(`${base}/api/products?${query}`)).json()) as Array<{ title: string }>;
  return products.map((product) => product.title);
}

async function cardTitles(page: Page): Promise<string[]> {
  return page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
}

async function linksIn(list: Locator): Promise<string[]> {
  return list.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

describe('a catalogue of 50,000 artworks in the browser', () => {
  let browser: Browser;
  let session: BrowserSession;
  let base: string;

  beforeAll(async () => {
    base = process.env.E2E_BASE_URL ?? '';
    if (!base) throw new Error('E2E_BASE_URL is not set: the e2e global setup must start the shop first');
    await seedCatalog(PRODUCTS);
    await untilCatalogueHolds(base, PRODUCTS);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await seedCatalog(SAMPLE_PRODUCTS);
    await untilCatalogueHolds(base, SAMPLE_PRODUCTS);
  });

  afterEach(async () => {
    await session?.close();
  });

  it('pages and sorts a collection through the URL, showing exactly the page the server answers', async () => {
    session = await openSession(browser);
    const { page } = session;
    await session.visit('/collection/heritage?sort=price-low&page=3');
    await page.getByRole('heading', { level: 1, name: 'Heritage Collection' }).waitFor();
    const count = page.getByText(/^Showing 19–27 of \d+ products$/);
    await count.waitFor();
    const total = Number(/of (\d+) products/.exec((await count.textContent()) ?? '')![1]);
    expect(total).toBeGreaterThan(10_000);
    expect(await cardTitles(page)).toEqual(await serverTitles(base, 'category=heritage&sort=price-low&page=3'));

    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await pagination.getByRole('link', { name: `Page ${Math.ceil(total / 9)}` }).waitFor();
    await pagination.getByRole('link', { name: 'Page 4' }).click();
    await page.waitForURL('**/collection/heritage?sort=price-low&page=4');
    await page.getByText(`Showing 28–36 of ${total} products`).waitFor();
    expect(await cardTitles(page)).toEqual(await serverTitles(base, 'category=heritage&sort=price-low&page=4'));

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('newest');
    await page.waitForURL('**/collection/heritage?sort=newest');
    await page.getByText(`Showing 1–9 of ${total} products`).waitFor();
    const newest = await serverTitles(base, 'category=heritage&sort=newest');
    await page.getByRole('article').first().getByRole('heading', { name: newest[0] }).waitFor();
    expect(await cardTitles(page)).toEqual(newest);
    expect(session.consoleErrors).toEqual([]);
  });

  it('finds Madhubani prints when the shopper types "madhubni"', async () => {
    session = await openSession(browser);
    const { page } = session;
    await session.visit('/collection/all');
    await page.getByRole('banner').getByRole('button', { name: 'Search products' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search Products' });
    await dialog.getByRole('searchbox', { name: 'Search products' }).pressSequentially('madhubni', { delay: 40 });
    await dialog.getByText(/^Showing 12 of \d+ results$/).waitFor();
    const results = dialog.getByRole('list', { name: 'Search results' }).getByRole('link');
    expect(await results.count()).toBe(12);

    const first = (await results.first().getByRole('heading').textContent()) ?? '';
    await results.first().click();
    await page.waitForURL(/\/product\/\d+\/[a-z0-9-]+$/);
    await page.getByRole('heading', { level: 1, name: first }).waitFor();
    expect(await page.getByRole('main').textContent()).toMatch(/madhubani/i);
    expect(session.consoleErrors).toEqual([]);
  });

  it('recommends eight artworks from the whole catalogue in the Art Finder quiz', async () => {
    session = await openSession(browser);
    const { page } = session;
    await session.visit('/');
    await page.getByRole('button', { name: 'Art Finder Quiz' }).click();
    const dialog = page.getByRole('dialog', { name: 'Art Finder Quiz' });
    const next = () => dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByText('Living room', { exact: true }).click();
    await next();
    await dialog.getByText('Heritage', { exact: true }).click();
    await next();
    await dialog.getByText('Earthy', { exact: true }).click();
    await next();
    await next();
    await dialog.getByText('Calm', { exact: true }).click();
    await dialog.getByRole('button', { name: 'View Recommendations' }).click();

    const results = dialog.getByRole('list', { name: 'Recommended artworks' });
    await results.waitFor();
    const links = await linksIn(results);
    expect(links).toHaveLength(8);
    for (const href of links) expect(href).toMatch(/^\/product\/\d+\/[a-z0-9-]+$/);
    expect(links.some((href) => Number(href.split('/')[2]) > SAMPLE_PRODUCTS)).toBe(true);
    expect(session.consoleErrors).toEqual([]);
  });

  it('surprises with artworks from the whole catalogue, and others on Surprise Me Again', async () => {
    session = await openSession(browser);
    const { page } = session;
    await session.visit('/');
    await page.getByRole('button', { name: 'Surprise Me' }).click();
    const dialog = page.getByRole('dialog', { name: 'Surprise Me' });
    const list = dialog.getByRole('list', { name: 'Surprise artworks' });
    await list.waitFor();
    const first = await linksIn(list);
    expect(first.length).toBeGreaterThanOrEqual(6);
    expect(first.length).toBeLessThanOrEqual(8);

    await dialog.getByRole('button', { name: 'Surprise Me Again' }).click();
    await dialog.getByText('Picking a few artworks just for you...').waitFor();
    await list.waitFor();
    const second = await linksIn(list);
    expect(second.length).toBeGreaterThanOrEqual(6);
    expect(second).not.toEqual(first);
    expect(session.consoleErrors).toEqual([]);
  });
});
