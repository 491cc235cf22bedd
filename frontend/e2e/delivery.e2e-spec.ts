import type { Browser, Page } from 'playwright-core';
import { api } from './support/api';
import { launchBrowser, openSession, type BrowserSession } from './support/browser';
import { signInAsStaff, staffOwner } from './support/staff';

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

  it('checks delivery on a product page, checks out, and finds the tax invoice PDF on the tracking page once the shop confirms', async () => {
    // The owner registers the shop for GST (a Maharashtra GSTIN), as the back office does; put back afterwards.
    const staff = await openSession(browser);
    await staff.visit('/admin/login');
    await signInAsStaff(staff.page, staffOwner().email);
    const saved = (await (await staff.page.request.get('/api/admin/settings')).json()) as { version: number; settings: Record<string, unknown> };
    const registered = await staff.page.request.put('/api/admin/settings', {
      data: {
        version: saved.version,
        settings: {
          ...saved.settings,
          address: { line: '12 Kala Ghoda, Fort', city: 'Mumbai', state: 'Maharashtra', pincode: '400001' },
          gst: { legalName: 'Curated Art and Decor LLP', gstin: '27ABCDE1234F1Z5' },
        },
      },
    });
    expect(registered.status()).toBe(200);
    const { version } = (await registered.json()) as { version: number };

    try {
      session = await openSession(browser);
      const { page } = session;
      const promise = await api<DeliveryPromise>('/api/delivery-promise?pincode=400050');
      await session.visit('/product/4/marigold-geometry');
      const box = checkDelivery(page);
      await box.getByRole('textbox', { name: 'Check delivery' }).fill('400050');
      await box.getByRole('button', { name: 'Check' }).click();
      await box.getByText(`Delivered by ${promise.deliveredByLabel}`, { exact: true }).waitFor();

      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.getByRole('link', { name: 'View Cart' }).click();
      await page.waitForURL('**/cart');
      const shipping = { 'First Name': 'Ishaan', 'Last Name': 'Kulkarni', 'Email Address': 'ishaan@example.in', 'Phone Number': '+91 98200 45678', Address: '7 Hill Road, Bandra West' };
      for (const [label, value] of Object.entries(shipping)) await shippingField(page, label).fill(value);
      await shippingField(page, 'PIN Code').fill('400050');
      await page.waitForFunction(() => (document.querySelector('input[name="state"]') as HTMLInputElement | null)?.value === 'Maharashtra');
      const methods = page.getByRole('radiogroup', { name: 'Payment Method' });
      await methods.getByText('Cash on Delivery', { exact: true }).click();
      await page.getByRole('button', { name: 'Place Order' }).click();
      await page.waitForURL(/\/order-tracking\?number=ORD-\d{6}$/);
      const orderNumber = new URL(page.url()).searchParams.get('number') ?? '';

      // The shop confirms the order in the back office: that issues the invoice.
      const order = (await (await staff.page.request.get(`/api/admin/orders/${orderNumber}`)).json()) as { version: number };
      expect((await staff.page.request.post(`/api/admin/orders/${orderNumber}/confirm`, { data: { version: order.version } })).status()).toBe(200);

      await page.getByRole('textbox', { name: 'Email Address' }).fill('ishaan@example.in');
      await page.getByRole('button', { name: 'Track Order' }).click();
      const tracked = page.getByRole('article', { name: `Order ${orderNumber}` });
      const invoice = tracked.getByRole('list', { name: 'Tax invoice and credit notes' }).getByRole('link');
      await invoice.first().waitFor();
      expect(await invoice.first().textContent()).toMatch(/^Tax invoice INV\/\d{2}-\d{2}\/\d{6} \(PDF\)$/);
      const pdf = await page.request.get((await invoice.first().getAttribute('href')) ?? '');
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
      expect(session.consoleErrors).toEqual([]);
    } finally {
      await staff.page.request.put('/api/admin/settings', { data: { version, settings: saved.settings } });
      await staff.close();
    }
  });
});
