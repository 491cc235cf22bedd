import type { Browser, Page } from 'playwright-core';
import { api } from './support/api';
import { launchBrowser, openSession, type BrowserSession } from './support/browser';

jest.setTimeout(120_000);

interface DeliveryPromise {
  city: string;
  state: string;
  deliveredByLabel: string | null;
}

const checkDelivery = (page: Page) => page.getByRole('form', { name: 'Check delivery' });
const shippingField = (page: Page, label: string) => page.getByRole('form', { name: 'Shipping Information' }).getByRole('textbox', { name: label, exact: true });

// Issue 22 in a real browser: "Check delivery" on the product page and in the cart, and the
// checkout filling the city and state from the PIN code.
describe('PIN codes and the delivery promise in the browser', () => {
  let browser: Browser;
  let session: BrowserSession | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  afterEach(async () => {
    await session?.close();
  });

  it('promises a day on the product page, offers the same PIN code in the cart, and fills the address from a PIN code', async () => {
    session = await openSession(browser);
    const { page } = session;
    const promise = await api<DeliveryPromise>('/api/delivery-promise?pincode=110003');

    await session.visit('/product/4/marigold-geometry');
    const box = checkDelivery(page);
    await box.getByRole('textbox', { name: 'Check delivery' }).fill('110003');
    await box.getByRole('button', { name: 'Check' }).click();
    await box.getByText(`Delivered by ${promise.deliveredByLabel}`, { exact: true }).waitFor();
    await box.getByText('To Delhi, Delhi. Cash on delivery available.').waitFor();

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: 'View Cart' }).click();
    await page.waitForURL('**/cart');
    // The cart offers the PIN code checked on the product page.
    await expect(checkDelivery(page).getByRole('textbox', { name: 'Check delivery' }).inputValue()).resolves.toBe('110003');

    await shippingField(page, 'PIN Code').fill('560001');
    await page.waitForFunction(() => (document.querySelector('input[name="state"]') as HTMLInputElement | null)?.value === 'Karnataka');
    expect(await shippingField(page, 'City').inputValue()).toBe('Bangalore');

    await shippingField(page, 'PIN Code').fill('999999');
    await page.getByText('PIN code 999999 is not in the India Post directory. Please check it.').waitFor();
    expect(session.consoleErrors.filter((error) => !/status of 404/.test(error))).toEqual([]);
  });
});
