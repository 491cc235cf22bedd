import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium, driven by playwright-core (no downloaded browser builds). */
export const chromiumExecutablePath = '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Where the running shop answers; the e2e global setup starts the stack and sets it. */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: the e2e global setup must start the shop first');
  return url.replace(/\/+$/, '');
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs, headless: true });
}

export interface Viewport {
  width: number;
  height: number;
}

export interface BrowserSession {
  page: Page;
  /** Console errors and uncaught page errors seen so far, in order. */
  consoleErrors: string[];
  /** Opens `path` of the shop and waits until the network is quiet and (with JavaScript) the app has taken the page over. */
  visit(path: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * A fresh, isolated browser context and page on `browser`, collecting console errors; with
 * `javaScript: false`, a browser (or a link preview's crawler) that runs none of the shop's code.
 */
export async function openSession(
  browser: Browser,
  viewport: Viewport = { width: 1280, height: 800 },
  { javaScript = true }: { javaScript?: boolean } = {},
): Promise<BrowserSession> {
  const context: BrowserContext = await browser.newContext({ viewport, baseURL: baseUrl(), javaScriptEnabled: javaScript });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // "Failed to load resource" names no address in its text; the location says which one.
    const { url } = message.location();
    consoleErrors.push(url ? `${message.text()} (${url})` : message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(`Uncaught: ${error.message}`));

  return {
    page,
    consoleErrors,
    async visit(path) {
      await page.goto(path, { waitUntil: 'networkidle' });
      // A server-rendered page shows before React has hydrated it: a click before then does nothing.
      if (javaScript) await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    },
    close: () => context.close(),
  };
}
