import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openSession, type BrowserSession } from './support/browser';
import { placeCodOrder } from './support/checkout';

// The walk signs in through the sandbox's consent page and visits four screens.
jest.setTimeout(120_000);

/** A verified test account on the provider sandbox's Google consent page. */
const ACCOUNT = { name: 'Aditi Verma', email: 'aditi@example.in' };
/** Monsoon Reverie: the shopper's heart. Banyan Chronicles: what they ordered before. */
const HEARTED = { id: 1, title: 'Monsoon Reverie' };
const ORDERED_ID = 7;

interface PlacedOrder {
  orderNumber: string;
  totalAmount: number;
  items: Array<{ productTitle: string; quantity: number; unitPrice: number }>;
}

const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);

/** A cash-on-delivery order of two prints placed with the account's email, as the cart's checkout places one. */
function placeOrderAs(email: string): Promise<PlacedOrder> {
  const address = { address: '14 Lodhi Estate', city: 'New Delhi', state: 'Delhi', pincode: '110003' };
  return placeCodOrder<PlacedOrder>({ email, firstName: 'Aditi', lastName: 'Verma', phone: '+91 98765 43210', address, productId: ORDERED_ID, quantity: 2 });
}

/** Chooses an entry of the header's avatar menu. */
async function fromAccountMenu(page: Page, entry: 'Wishlist' | 'Orders' | 'Logout') {
  await page.getByRole('banner').getByRole('button', { name: `Account: ${ACCOUNT.name}` }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: entry }).click();
}

async function storedUser(page: Page): Promise<unknown> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as unknown);
}

async function sessionCookies(context: BrowserContext) {
  return (await context.cookies()).filter((cookie) => cookie.name === 'shop_session');
}

describe('accounts: Google sign-in, wishlist and order history', () => {
  let browser: Browser;
  let session: BrowserSession;
  let order: PlacedOrder;

  beforeAll(async () => {
    browser = await launchBrowser();
    order = await placeOrderAs(ACCOUNT.email);
  });

  afterAll(async () => {
    await browser?.close();
  });

  afterEach(async () => {
    await session?.close();
  });

  it('takes a logged-out shopper from a heart through Google sign-in to their wishlist and orders, and logs out', async () => {
    session = await openSession(browser);
    const { page } = session;
    const context = page.context();
    await session.visit('/collection/all');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: HEARTED.title, exact: true }) });

    // Logged out, the heart asks for a login and remembers the artwork.
    await card.getByRole('button', { name: `Add ${HEARTED.title} to wishlist` }).click();
    const dialog = page.getByRole('dialog', { name: 'Login Required' });
    await dialog.getByText('Please login to add items to your wishlist', { exact: true }).waitFor();

    const popupOpened = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Login with Google' }).click();
    const popup = await popupOpened;

    // The sandbox's consent page, as Google's: pick the account; the popup returns to the shop and closes.
    await popup.getByRole('heading', { name: 'Choose an account' }).waitFor();
    const consent = new URL(popup.url());
    expect(consent.searchParams.get('redirect_uri')).toBe(`${baseUrl()}/auth/google/callback`);
    expect(consent.searchParams.get('response_type')).toBe('token');
    await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: new RegExp(ACCOUNT.name) }).click()]);

    // Signed in: the dialog closes by itself and the remembered artwork is on the wishlist.
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Added to Wishlist', { exact: true }).waitFor();
    await card.getByRole('button', { name: `Remove ${HEARTED.title} from wishlist` }).waitFor();
    expect(await storedUser(page)).toMatchObject({ email: ACCOUNT.email, name: ACCOUNT.name });
    const [cookie] = await sessionCookies(context);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    // The menu hangs from the sticky header: when the page scrolls under it, it stays under the avatar.
    await page.getByRole('banner').getByRole('button', { name: `Account: ${ACCOUNT.name}` }).click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Orders' }).waitFor();
    const scroll = await menu.evaluate((element) => {
      const top = element.getBoundingClientRect().top;
      window.scrollBy(0, 300);
      return { scrolledBy: window.scrollY, menuMovedBy: element.getBoundingClientRect().top - top };
    });
    expect(scroll).toEqual({ scrolledBy: 300, menuMovedBy: 0 });
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    await fromAccountMenu(page, 'Wishlist');
    await page.waitForURL('**/wishlist');
    await page.getByRole('heading', { level: 1, name: 'My Wishlist' }).waitFor();
    const saved = page.getByRole('list', { name: 'Saved artworks' }).getByRole('article');
    await saved.first().waitFor();
    expect(await saved.getByRole('heading').allTextContents()).toEqual([HEARTED.title]);
    expect(await saved.getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe(`/product/${HEARTED.id}`);

    await saved.getByRole('button', { name: `Remove ${HEARTED.title} from wishlist` }).click();
    await page.getByText('Removed from Wishlist', { exact: true }).waitFor();
    await page.getByText('Item has been removed from your wishlist', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Your wishlist is empty' }).waitFor();
    // The server agrees: the session cookie reads an empty wishlist.
    expect(await page.evaluate(() => fetch('/api/wishlist').then((response) => response.json()))).toEqual([]);

    await fromAccountMenu(page, 'Orders');
    await page.waitForURL('**/orders');
    const placed = page.getByRole('article', { name: `Order ${order.orderNumber}` });
    await placed.waitFor();
    await placed.getByText(rupees(order.totalAmount), { exact: true }).waitFor();
    await placed.getByText('Pending', { exact: true }).first().waitFor();
    const item = placed.getByRole('list', { name: `Items in order ${order.orderNumber}` }).getByRole('listitem');
    expect(await item.count()).toBe(1);
    await item.getByText(order.items[0].productTitle, { exact: true }).waitFor();
    await item.getByText(`${rupees(order.items[0].unitPrice)} each`, { exact: true }).waitFor();

    await fromAccountMenu(page, 'Logout');
    await page.getByRole('banner').getByRole('button', { name: 'Login with Google' }).waitFor();
    expect(await storedUser(page)).toBeNull();
    expect(await sessionCookies(context)).toEqual([]);

    // After a reload nothing of the session remains: the orders page asks for a login again.
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByText('Please login to view your orders', { exact: true }).waitFor();

    expect(session.consoleErrors).toEqual([]);
  });
});
