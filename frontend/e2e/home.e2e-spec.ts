import type { Browser } from 'playwright-core';
import { launchBrowser, openSession, type BrowserSession } from './support/browser';

const categoryNames = ['Exclusive', 'Contemporary', 'Heritage'];

describe('home page', () => {
  let browser: Browser;
  let session: BrowserSession;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  afterEach(async () => {
    await session?.close();
  });

  it('shows the hero and the three categories from the API without console errors', async () => {
    session = await openSession(browser);
    const { page } = session;

    await session.visit('/');

    await page.getByRole('heading', { level: 1, name: 'Transform Your Space With Curated Art' }).waitFor();
    const section = page.getByRole('region', { name: 'Browse By Category' });
    for (const name of categoryNames) {
      await section.getByRole('heading', { level: 3, name, exact: true }).waitFor();
    }
    expect(await page.getByRole('link', { name: 'Browse All Art' }).getAttribute('href')).toBe('/collection/all');
    expect(await page.getByRole('banner').count()).toBe(0);

    const images = section.locator('img');
    expect(await images.count()).toBe(3);
    const loaded = await images.evaluateAll((elements) =>
      elements.map((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0),
    );
    expect(loaded).toEqual([true, true, true]);

    expect(session.consoleErrors).toEqual([]);
  });

  it('takes the shopper from a category card to its collection', async () => {
    session = await openSession(browser);
    const { page } = session;
    await session.visit('/');

    const card = page.getByRole('region', { name: 'Browse By Category' }).getByRole('link', { name: /^Heritage/ });
    expect(await card.getAttribute('href')).toBe('/collection/heritage');

    await card.click();
    await page.waitForURL('**/collection/heritage');
    expect(new URL(page.url()).pathname).toBe('/collection/heritage');
  });

  it('fits a 375 px phone screen', async () => {
    session = await openSession(browser, { width: 375, height: 812 });
    const { page } = session;

    await session.visit('/');

    await page.getByRole('heading', { level: 1, name: 'Transform Your Space With Curated Art' }).waitFor();
    const section = page.getByRole('region', { name: 'Browse By Category' });
    for (const name of categoryNames) {
      await section.getByRole('heading', { level: 3, name, exact: true }).waitFor();
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const firstCard = await section.getByRole('link').first().boundingBox();
    expect(firstCard?.width).toBeLessThanOrEqual(375);
    expect(session.consoleErrors).toEqual([]);
  });
});
