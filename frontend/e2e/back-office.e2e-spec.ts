import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openSession, type BrowserSession } from './support/browser';
import { placeCodOrder } from './support/checkout';
import { waitForEmail } from './support/mail-sink';
import { unusedPincode } from './support/pincodes';
import { signInAsStaff, staffOwner } from './support/staff';

// Two staff members sign in through the sandbox's Google consent page; the order goes through the
// real order service, the email queue and the mail sink.
jest.setTimeout(180_000);

/** Not one of the sandbox's listed accounts: signed in through "Use another account", named after the address. */
const FULFILMENT = { email: 'meera.iyer@example.in', name: 'Meera Iyer' };
/** Banyan Chronicles. */
const PRODUCT_ID = 7;

interface PlacedOrder {
  orderNumber: string;
}

/** A new cash-on-delivery order, placed as the cart's checkout places one, to a PIN code no other test uses. */
function placeOrderTo(email: string, pincode: string): Promise<PlacedOrder> {
  const address = { address: '22 Residency Road', city: 'Bengaluru', state: 'Karnataka', pincode };
  return placeCodOrder({ email, firstName: 'Kavya', lastName: 'Shah', phone: '+91 99000 11223', address, productId: PRODUCT_ID });
}

async function navigationEntries(page: Page): Promise<string[]> {
  return page.getByRole('navigation', { name: 'Back office' }).getByRole('link').allTextContents();
}

/**
 * Does `act` (a search, a filter) and answers the rows of the list table `name` as the call it
 * causes (`GET` of `listPath` with `query` in the URL) answered them: until that answer the page
 * keeps the previous rows, dimmed and marked busy, and they must not be read as the new ones.
 */
async function rowsAfter(page: Page, name: string, listPath: string, query: (search: URLSearchParams) => boolean, act: () => Promise<void>) {
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === listPath && query(url.searchParams);
  });
  await act();
  await answered;
  const table = page.getByRole('table', { name });
  await page.locator('[aria-busy="false"]').filter({ has: table }).waitFor();
  return table.locator('tbody tr');
}

describe('the back office: invite, sign in, find, confirm and ship an order', () => {
  let browser: Browser;
  const sessions: BrowserSession[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const session of sessions) await session.close();
    await browser?.close();
  });

  async function open(): Promise<BrowserSession> {
    const session = await openSession(browser);
    sessions.push(session);
    return session;
  }

  it('takes a COD order from placed to shipped by an invited fulfilment user, tells the shopper, and records who did it', async () => {
    const OWNER = staffOwner();
    const pincode = unusedPincode('backOffice');
    const shopperEmail = `kavya.${pincode}@example.in`;
    const { orderNumber } = await placeOrderTo(shopperEmail, pincode);
    const trackingNumber = `DLV${pincode}TN`;

    // The owner signs in (any /admin page without a staff session goes to the sign-in page) and invites a fulfilment user.
    const owner = await open();
    await owner.visit('/admin/orders');
    await owner.page.waitForURL('**/admin/login');
    await signInAsStaff(owner.page, OWNER.email);
    await owner.page.waitForURL(`${baseUrl()}/admin`);
    expect(await navigationEntries(owner.page)).toEqual([
      'Dashboard',
      'Orders',
      'Customers',
      'Products',
      'Options and prices',
      'Categories',
      'Blog',
      'Reviews',
      'Designers',
      'Delivery and PIN codes',
      'Settings',
      'Staff',
      'Audit log',
    ]);
    await owner.page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Staff' }).click();
    await owner.page.getByRole('textbox', { name: 'Google account email' }).fill(FULFILMENT.email);
    await owner.page.getByRole('combobox', { name: 'Role', exact: true }).selectOption('fulfilment');
    await owner.page.getByRole('button', { name: 'Invite' }).click();
    await owner.page.getByText(`${FULFILMENT.email} is invited as Fulfilment`).waitFor();
    await owner.page.getByRole('table', { name: 'Staff members' }).getByText(FULFILMENT.email, { exact: true }).waitFor();

    // The fulfilment user signs in and sees the orders, the customers and delivery (read only).
    const fulfilment = await open();
    const page = fulfilment.page;
    await fulfilment.visit('/admin/login');
    await signInAsStaff(page, FULFILMENT.email);
    await page.waitForURL(`${baseUrl()}/admin`);
    expect(await navigationEntries(page)).toEqual(['Dashboard', 'Orders', 'Customers', 'Delivery and PIN codes']);
    await page.getByRole('group', { name: 'Signed in as' }).getByText(FULFILMENT.name, { exact: true }).waitFor();

    // Finds the new order by its PIN code: the search goes into the URL.
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill(pincode);
    const rows = await rowsAfter(page, 'Orders', '/api/admin/orders', (query) => query.get('q') === pincode, async () => {
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL(`**/admin/orders?q=${pincode}`);
    });
    expect(await rows.count()).toBe(1);
    await rows.first().getByRole('link', { name: orderNumber }).click();
    await page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` }).waitFor();

    // Confirms it, then ships it with a tracking number.
    const actions = page.getByRole('region', { name: 'Actions' });
    await actions.getByRole('button', { name: 'Confirm', exact: true }).click();
    await actions.getByRole('button', { name: 'Mark shipped' }).waitFor();
    await actions.getByRole('button', { name: 'Mark shipped' }).click();
    const dialog = page.getByRole('dialog', { name: `Mark shipped: ${orderNumber}` });
    await dialog.getByRole('textbox', { name: 'Carrier' }).fill('Delhivery');
    await dialog.getByRole('textbox', { name: 'Tracking number' }).fill(trackingNumber);
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('region', { name: 'Shipment' }).getByText(trackingNumber, { exact: true }).waitFor();
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await timeline.getByText(`by ${FULFILMENT.name}`).nth(1).waitFor();

    // The shopper's tracking page shows it shipped with the number, and the shipped email is in the mail sink.
    const shopper = await open();
    await shopper.visit(`/order-tracking?number=${orderNumber}`);
    await shopper.page.getByRole('textbox', { name: 'Email Address' }).fill(shopperEmail);
    await shopper.page.getByRole('button', { name: 'Track Order' }).click();
    await shopper.page.getByText('Status: Shipped').waitFor();
    await shopper.page.getByText(`Tracking number: ${trackingNumber}`).waitFor();
    const shipped = await waitForEmail(shopperEmail, new RegExp(`Your order ${orderNumber} has shipped`));
    expect(shipped.text).toContain(trackingNumber);

    // The owner's audit log names who did each step.
    await owner.page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit log' }).click();
    await owner.page.getByRole('textbox', { name: 'Entity id' }).fill(orderNumber);
    await owner.page.getByRole('combobox', { name: 'Entity', exact: true }).fill('order');
    const orderRows = await rowsAfter(owner.page, 'Audit log', '/api/admin/audit', (query) => query.get('entityId') === orderNumber, async () => {
      await owner.page.getByRole('button', { name: 'Filter', exact: true }).click();
      await owner.page.waitForURL(/\/admin\/audit\?entity=order&entityId=/);
    });
    const orderSteps = await orderRows.allInnerTexts();
    expect(orderSteps).toHaveLength(2);
    for (const row of orderSteps) expect(row).toContain(FULFILMENT.name);
    expect(orderSteps.join('\n')).toContain(trackingNumber);

    const everyRow = await rowsAfter(owner.page, 'Audit log', '/api/admin/audit', (query) => !query.has('entity'), async () => {
      await owner.page.getByRole('button', { name: 'Clear filters' }).click();
      await owner.page.waitForURL(/\/admin\/audit$/);
    });
    const everything = await everyRow.allInnerTexts();
    expect(everything.some((row) => row.includes(OWNER.name) && row.includes(FULFILMENT.email))).toBe(true);
    expect(everything.some((row) => row.includes(FULFILMENT.name) && /sign/i.test(row))).toBe(true);
  });
});
