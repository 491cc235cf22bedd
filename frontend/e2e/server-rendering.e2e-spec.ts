import type { Browser } from 'playwright-core';
import { launchBrowser, openSession, type BrowserSession } from './support/browser';

jest.setTimeout(60_000);

/**
 * The public pages come rendered from the server (issue 21): readable with JavaScript off, as a
 * shopper on a slow phone sees them before the code arrives and as link previews' crawlers see
 * them; with JavaScript on, the same page comes alive in place, with no hydration error.
 */
describe('server-rendered pages', () => {
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

  it('shows a product page, its price and picture, and links that work, with JavaScript off', async () => {
    session = await openSession(browser, { width: 390, height: 844 }, { javaScript: false });
    const { page } = session;
    await session.visit('/product/1/monsoon-reverie');

    expect(await page.title()).toBe('Monsoon Reverie by Aanya Kapoor | Curated Art & Decor');
    await page.getByRole('heading', { level: 1, name: 'Monsoon Reverie' }).waitFor();
    expect(await page.getByText('by Aanya Kapoor', { exact: true }).isVisible()).toBe(true);
    const picture = page.locator('img[fetchpriority="high"]').first();
    expect(await picture.getAttribute('srcset')).toContain('/media/products/monsoon-reverie/artwork-480w.webp 480w');
    expect(await picture.isVisible()).toBe(true);
    expect(await page.getByRole('tab', { name: 'Details' }).count()).toBeGreaterThan(0);

    // A plain link: the next page comes from the server too.
    await page.getByRole('main').getByRole('link', { name: 'Home', exact: true }).first().click();
    await page.waitForURL('**/');
    await page.getByRole('region', { name: 'Featured Artworks' }).getByRole('heading', { level: 3, name: 'Monsoon Reverie' }).waitFor();
    expect(session.consoleErrors).toEqual([]);
  });

  it('brings each rendered page to life in place, with no hydration error', async () => {
    session = await openSession(browser);
    const { page } = session;
    for (const path of ['/', '/collection/all?sort=price-low', '/product/2', '/blog', '/about']) {
      await session.visit(path);
    }
    // The product page hydrated: choosing a size asks for its live price.
    await session.visit('/product/1/monsoon-reverie');
    const priced = page.waitForResponse((response) => response.url().includes('/api/products/pricing') && response.url().includes('27X21'));
    await page.getByRole('radiogroup', { name: 'Size' }).getByText('27 × 21 in', { exact: true }).click();
    expect((await priced).ok()).toBe(true);
    expect(await page.getByRole('radio', { name: '27 × 21 in' }).isChecked()).toBe(true);
    expect(session.consoleErrors).toEqual([]);
  });

  it('opens a shared link’s page at its address without the tracking parameters, with no hydration error', async () => {
    session = await openSession(browser);
    const { page } = session;
    await session.visit('/product/1/monsoon-reverie?utm_source=whatsapp&utm_medium=social&fbclid=IwAR0shared#reviews');
    const address = new URL(page.url());
    expect(`${address.pathname}${address.search}${address.hash}`).toBe('/product/1/monsoon-reverie#reviews');
    await page.getByRole('heading', { level: 1, name: 'Monsoon Reverie' }).waitFor();
    expect(session.consoleErrors).toEqual([]);
  });

  it("hydrates without Chakra, and a dialog opened later adds its own styles, none of the server's again", async () => {
    session = await openSession(browser);
    const { page } = session;
    // From the first bytes of the page: every style element the head loses (Emotion's way moved each one).
    await page.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, { removedStyles: removed });
      new MutationObserver((records) => {
        for (const record of records) for (const node of record.removedNodes) if (node.nodeName === 'STYLE') removed.push((node as Element).outerHTML.slice(0, 80));
      }).observe(document, { childList: true, subtree: true });
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const styles = () =>
      page.evaluate(() => {
        // Every style rule's selector, inside the cascade layers the theme's styles are in too (the
        // layers' order, which Chakra's provider states again, repeats nothing).
        const selectorsIn = (list: CSSRuleList): string[] =>
          [...list].flatMap((rule) =>
            rule instanceof CSSStyleRule ? [rule.selectorText] : rule instanceof CSSGroupingRule ? selectorsIn(rule.cssRules) : [],
          );
        const selectors = (element: HTMLStyleElement) => (element.sheet ? selectorsIn(element.sheet.cssRules) : []);
        const all = [...document.head.querySelectorAll('style')];
        const fromServer = new Set(all.filter((element) => element.hasAttribute('data-server-styles')).flatMap(selectors));
        const addedSelectors = all.filter((element) => element.hasAttribute('data-emotion')).flatMap(selectors);
        return {
          removed: (window as unknown as { removedStyles: string[] }).removedStyles,
          fromServer: fromServer.size,
          emotionRules: addedSelectors.length,
          repeated: addedSelectors.filter((selector) => fromServer.has(selector)),
        };
      });

    await session.visit('/product/1/monsoon-reverie');
    // The page works: choosing a size marks the chosen option.
    await page.getByRole('radiogroup', { name: 'Size' }).getByText('27 × 21 in', { exact: true }).click();
    expect(await page.getByRole('radio', { name: '27 × 21 in' }).isChecked()).toBe(true);
    const hydrated = await styles();
    // The theme's global styles came with the page (the last test checks what they do); the app
    // inserted no styles of its own, and loaded no Chakra.
    expect(hydrated.fromServer).toBeGreaterThan(0);
    expect(hydrated.emotionRules).toBe(0);
    expect(scripts.filter((script) => /chakra-provider/.test(script))).toEqual([]);

    // Chakra comes with the first dialog: its components' styles, not the theme's global styles again.
    await page.getByRole('button', { name: 'Search products' }).click();
    await page.getByRole('dialog').waitFor();
    const opened = await styles();
    expect(scripts.filter((script) => /chakra-provider/.test(script))).toHaveLength(1);
    expect(opened.emotionRules).toBeGreaterThan(0);
    expect(opened.repeated).toEqual([]);
    expect(opened.removed).toEqual([]);
    expect(session.consoleErrors).toEqual([]);
  });

  it('hydrates what is below a phone\'s fold as it comes into view, in place, downloading its code only then', async () => {
    session = await openSession(browser, { width: 390, height: 844 });
    const { page } = session;
    // The reviews' and related prints' elements as the server sent them, before any script ran.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        Object.assign(window, {
          serverReviews: document.getElementById('reviews'),
          serverRelated: document.querySelector('section[aria-labelledby="related-products"]'),
        });
      });
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await session.visit('/product/1/monsoon-reverie');
    await page.waitForLoadState('networkidle');
    // The app has taken over the top of the page, and has not asked for the reviews' code.
    expect(scripts.some((path) => path.includes('reviews-section'))).toBe(false);

    const reviewsCode = page.waitForRequest((request) => request.url().includes('reviews-section'));
    await page.getByRole('heading', { name: 'Customer Reviews' }).scrollIntoViewIfNeeded();
    await reviewsCode;
    const related = page.getByRole('region', { name: 'You Might Also Like' });
    await related.scrollIntoViewIfNeeded();
    // Hydrated on the server's own elements, not rendered afresh.
    const inPlace = await page.evaluate(() => {
      const { serverReviews, serverRelated } = window as unknown as Record<string, Element | null>;
      return {
        reviews: serverReviews !== null && serverReviews === document.getElementById('reviews'),
        related: serverRelated !== null && serverRelated.isConnected,
      };
    });
    expect(inPlace).toEqual({ reviews: true, related: true });
    // And alive: a related print's link opens its page in the app, without loading the page again.
    await page.evaluate(() => Object.assign(window, { sameApp: true }));
    const print = related.getByRole('link').first();
    const href = (await print.getAttribute('href'))!;
    await print.click();
    await page.waitForURL(`**${href}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameApp?: boolean }).sameApp)).toBe(true);
    expect(session.consoleErrors).toEqual([]);
  });

  it("gives the browser's parts the server's ids: the product's tabs answer the arrow keys", async () => {
    session = await openSession(browser);
    const { page } = session;
    await session.visit('/product/1/monsoon-reverie');
    const details = page.getByRole('tab', { name: 'Details' });
    const shipping = page.getByRole('tab', { name: 'Shipping & Returns' });
    await details.focus();
    await page.keyboard.press('ArrowRight');
    // The tabs find the next tab by the id the server gave it (useId: the same tree on both sides).
    await page.waitForFunction((tab) => tab === document.activeElement, await shipping.elementHandle());
    expect(await shipping.getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tabpanel', { name: 'Shipping & Returns' }).getByText('Free shipping within India').waitFor();
    expect(session.consoleErrors).toEqual([]);
  });

  it('keeps the theme\'s global styles from the server once the app hydrates, and makes them for a page the server did not render', async () => {
    session = await openSession(browser);
    const { page } = session;
    // The reset, the body's colours and the tokens' variables, as a shopper's browser applies them.
    const globalStyles = () =>
      page.evaluate(() => ({
        body: getComputedStyle(document.body).backgroundColor,
        brand: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-solid').trim(),
        margin: getComputedStyle(document.body).margin,
      }));
    const theme = { body: 'rgb(250, 247, 242)', brand: '#8c4a26', margin: '0px' };

    await session.visit('/product/1/monsoon-reverie');
    expect(await globalStyles()).toEqual(theme);
    // On to a page the app renders itself, and back: the styles stay.
    await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
    await page.getByRole('heading', { name: 'Your Shopping Cart is Empty' }).waitFor();
    expect(await globalStyles()).toEqual(theme);

    // Opened directly, the cart comes from the app alone, which makes the styles itself.
    await session.visit('/cart');
    await page.getByRole('heading', { name: 'Your Shopping Cart is Empty' }).waitFor();
    expect(await globalStyles()).toEqual(theme);
    expect(session.consoleErrors).toEqual([]);
  });
});
