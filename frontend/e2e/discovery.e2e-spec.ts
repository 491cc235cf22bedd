import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, openSession, type BrowserSession } from './support/browser';

const phone = { width: 375, height: 812 };

/** Answers the quiz by clicking the choices' labels, as a shopper does, then asks for the results. */
async function answerQuiz(dialog: Locator, choices: { space?: string; style?: string; color?: string[]; size?: string; mood?: string[] }) {
  const pick = (label: string) => dialog.getByText(label, { exact: true }).click();
  const next = () => dialog.getByRole('button', { name: 'Next' }).click();

  await dialog.getByText('Question 1 of 5').waitFor();
  if (choices.space) await pick(choices.space);
  await next();
  await dialog.getByText('Question 2 of 5').waitFor();
  if (choices.style) await pick(choices.style);
  await next();
  await dialog.getByText('Question 3 of 5').waitFor();
  for (const colour of choices.color ?? []) await pick(colour);
  await next();
  await dialog.getByText('Question 4 of 5').waitFor();
  if (choices.size) await pick(choices.size);
  await next();
  await dialog.getByText('Question 5 of 5').waitFor();
  for (const mood of choices.mood ?? []) await pick(mood);
  await dialog.getByRole('button', { name: 'View Recommendations' }).click();
}

async function openDialog(page: Page, button: string): Promise<Locator> {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: button });
  await dialog.waitFor();
  return dialog;
}

async function linksIn(list: Locator): Promise<Array<[string, string]>> {
  return list.getByRole('link').evaluateAll((links) =>
    links.map((link) => [link.textContent ?? '', link.getAttribute('href') ?? ''] as [string, string]),
  );
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

describe('discovery helpers on the home page', () => {
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

  it('takes the shopper through the Art Finder quiz to matching artworks and on to one of them', async () => {
    session = await openSession(browser);
    const { page } = session;
    await session.visit('/');

    const dialog = await openDialog(page, 'Art Finder Quiz');
    expect(await dialog.getByRole('button', { name: 'Cancel' }).isVisible()).toBe(true);
    await answerQuiz(dialog, { space: 'Living room', style: 'Abstract', color: ['Vibrant'], size: 'Large', mood: ['Joyful'] });

    const results = dialog.getByRole('list', { name: 'Recommended artworks' });
    await results.waitFor();
    expect((await linksIn(results)).sort()).toEqual([
      ['Marigold Geometry', '/product/4/marigold-geometry'],
      ['Monsoon Reverie', '/product/1/monsoon-reverie'],
    ]);
    expect(await dialog.getByRole('button', { name: 'Restart Quiz' }).isVisible()).toBe(true);

    await results.getByRole('link', { name: 'Marigold Geometry' }).click();
    await page.waitForURL('**/product/4/marigold-geometry');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(session.consoleErrors).toEqual([]);
  });

  it('says so when no artwork suits the answers, and offers the whole collection', async () => {
    session = await openSession(browser);
    const { page } = session;
    await session.visit('/');

    const dialog = await openDialog(page, 'Art Finder Quiz');
    await answerQuiz(dialog, { space: 'Office', style: 'Heritage', color: ['Pastel'], mood: ['Calm'] });

    await dialog.getByText("We couldn't find exact matches for your preferences.", { exact: true }).waitFor();
    expect(await dialog.getByRole('link', { name: 'Browse All Art' }).getAttribute('href')).toBe('/collection/all');

    await dialog.getByRole('button', { name: 'Restart Quiz' }).click();
    await dialog.getByText('Question 1 of 5').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(session.consoleErrors).toEqual([]);
  });

  it('shows 6 to 8 surprise artworks after a short wait, and a new set on Surprise Me Again', async () => {
    session = await openSession(browser);
    const { page } = session;
    await session.visit('/');

    const dialog = await openDialog(page, 'Surprise Me');
    await dialog.getByText('Picking a few artworks just for you...').waitFor();

    const list = dialog.getByRole('list', { name: 'Surprise artworks' });
    await list.waitFor();
    const first = await linksIn(list);
    expect(first.length).toBeGreaterThanOrEqual(6);
    expect(first.length).toBeLessThanOrEqual(8);
    for (const [, href] of first) expect(href).toMatch(/^\/product\/\d+\/[a-z0-9-]+$/);

    await dialog.getByRole('button', { name: 'Surprise Me Again' }).click();
    await dialog.getByText('Picking a few artworks just for you...').waitFor();
    await list.waitFor();
    const second = await linksIn(list);
    expect(second.length).toBeGreaterThanOrEqual(6);
    expect(second.length).toBeLessThanOrEqual(8);
    expect(second).not.toEqual(first);

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(session.consoleErrors).toEqual([]);
  });

  it('fits both dialogs on a 375 px phone', async () => {
    session = await openSession(browser, phone);
    const { page } = session;
    await session.visit('/');

    for (const name of ['Art Finder Quiz', 'Surprise Me']) {
      expect(await page.getByRole('button', { name }).isVisible()).toBe(true);
    }
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    const quiz = await openDialog(page, 'Art Finder Quiz');
    expect((await quiz.boundingBox())?.width).toBeLessThanOrEqual(phone.width);
    await answerQuiz(quiz, { style: 'Contemporary' });
    const results = quiz.getByRole('list', { name: 'Recommended artworks' });
    await results.waitFor();
    for (const card of await results.getByRole('listitem').all()) {
      const box = await card.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(phone.width);
    }
    expect(await quiz.getByRole('button', { name: 'Close', exact: true }).isVisible()).toBe(true);
    await quiz.getByRole('button', { name: 'Close', exact: true }).click();
    await quiz.waitFor({ state: 'detached' });

    const surprise = await openDialog(page, 'Surprise Me');
    await surprise.getByRole('list', { name: 'Surprise artworks' }).waitFor();
    expect((await surprise.boundingBox())?.width).toBeLessThanOrEqual(phone.width);
    expect(await surprise.getByRole('button', { name: 'Surprise Me Again' }).isVisible()).toBe(true);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(session.consoleErrors).toEqual([]);
  });
});
