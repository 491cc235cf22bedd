import type { Browser, Locator, Page } from 'playwright-core';
import { api } from './support/api';
import { launchBrowser, openSession, type BrowserSession } from './support/browser';
import { waitForEmail } from './support/mail-sink';
import { unusedPincode } from './support/pincodes';
import { signInAsStaff, staffOwner } from './support/staff';

// A designer applies, is approved and quotes two prints; the client orders them from the emailed
// link; through the real gateway and the trade, order, catalog, pricing and notification services.
jest.setTimeout(240_000);

/** Two prints no other browser test orders or configures. */
const PRODUCT_IDS = [2, 3] as const;

interface Product {
  id: number;
  title: string;
  availableSizes: string[];
}

/** The shop's path in an email's link (its host is the shop's public address, which may not be the test's). */
function linkIn(text: string, pattern: RegExp): string {
  const found = text.match(pattern);
  if (!found) throw new Error(`No link matching ${pattern} in: ${text}`);
  return found[0];
}

/** Rupees as the pages show them, "₹2,295.00", as a number. */
const rupees = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

/** Each body row's cells' text. */
async function rowsOf(table: Locator): Promise<string[][]> {
  const rows = table.locator('tbody tr');
  const result: string[][] = [];
  for (let index = 0; index < (await rows.count()); index += 1) result.push(await rows.nth(index).locator('td').allInnerTexts());
  return result;
}

/** Reloads `page` until `locator` holds `text`: the designer's revenue follows the order by an event. */
async function reloadUntil(page: Page, locator: Locator, text: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!((await locator.textContent().catch(() => '')) ?? '').includes(text)) {
    if (Date.now() > deadline) throw new Error(`${String(locator)} did not show ${text} within ${timeoutMs} ms; it shows ${await locator.textContent().catch(() => 'nothing')}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await page.reload({ waitUntil: 'networkidle' });
  }
}

describe('the trade portal: a designer applies, is approved at tier 2, quotes two prints, and the client orders them', () => {
  let browser: Browser;
  const sessions: BrowserSession[] = [];
  const stamp = String(Date.now()).slice(-6);
  const designer = { firstName: 'Kavya', lastName: `Rao ${stamp}`, email: `kavya.${stamp}@studio.example.in`, password: `trade-portal-${stamp}`, company: `Rao Interiors ${stamp}` };
  const client = { firstName: 'Meera', lastName: 'Shah', email: `meera.${stamp}@example.in`, pincode: unusedPincode('tradePortal') };

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    // Nothing to undo: the designer, their quote and its order are this run's own (its stamp), and no test counts them.
    for (const session of sessions) await session.close();
    await browser?.close();
  });

  async function open(): Promise<BrowserSession> {
    const session = await openSession(browser);
    sessions.push(session);
    return session;
  }

  it('runs from the application to the order in the back office and the revenue on the dashboard', async () => {
    const products = await Promise.all(PRODUCT_IDS.map((id) => api<Product>(`/api/products/${id}`)));

    // The designer applies…
    const portal = await open();
    const page = portal.page;
    await portal.visit('/designer/apply');
    const application = page.getByRole('form', { name: 'Trade application' });
    const fields: Array<[string, string]> = [
      ['First name', designer.firstName],
      ['Last name', designer.lastName],
      ['Email', designer.email],
      ['Company name', designer.company],
      ['Phone', '+91 98450 12345'],
      ['Portfolio', 'https://rao-interiors.example.in'],
      ['Address', '12 Residency Road'],
      ['City', 'Bengaluru'],
      ['State', 'Karnataka'],
      ['PIN code', '560025'],
    ];
    for (const [label, value] of fields) await application.getByRole('textbox', { name: label, exact: true }).fill(value);
    await application.getByLabel('Password').fill(designer.password);
    await application.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();

    // …and confirms the address from the email's link.
    const verification = await waitForEmail(designer.email, /Confirm your email/);
    await portal.visit(linkIn(verification.text, /\/designer\/verify-email\?token=[A-Za-z0-9_-]+/));
    await page.getByRole('heading', { name: 'Email verified' }).waitFor();
    expect(await page.getByRole('status').textContent()).toContain('waiting for our team’s approval');

    // The owner approves the application at tier 2.
    const staff = await open();
    const admin = staff.page;
    await staff.visit('/admin/login');
    await signInAsStaff(admin, staffOwner().email);
    await admin.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Designers' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Designers' }).waitFor();
    await admin.getByRole('searchbox', { name: 'Search' }).fill(designer.email);
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    await admin.getByRole('table', { name: 'Designers' }).getByRole('link', { name: `${designer.firstName} ${designer.lastName}` }).click();
    await admin.getByRole('heading', { level: 1, name: `${designer.firstName} ${designer.lastName}` }).waitFor();
    await admin.getByRole('combobox', { name: 'Discount tier' }).selectOption('2');
    await admin.getByRole('button', { name: 'Approve', exact: true }).click();
    await admin.getByRole('status').filter({ hasText: 'Approved' }).waitFor();
    await waitForEmail(designer.email, /Welcome to the Curated Art & Decor trade programme/);

    // The designer signs in and starts a project.
    await portal.visit('/designer/login');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(designer.email);
    await page.getByLabel('Password').fill(designer.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await page.getByRole('group', { name: 'Signed in as' }).textContent()).toContain('tier 2');
    await page.getByRole('navigation', { name: 'Trade portal' }).getByRole('link', { name: 'Projects' }).click();
    const projectName = `Indiranagar villa ${stamp}`;
    const newProject = page.getByRole('form', { name: 'New project' });
    await newProject.getByRole('textbox', { name: 'Project name', exact: true }).fill(projectName);
    await newProject.getByRole('textbox', { name: 'Client name', exact: true }).fill(`${client.firstName} ${client.lastName}`);
    await newProject.getByRole('textbox', { name: 'Budget (₹)', exact: true }).fill('150000');
    await newProject.getByRole('button', { name: 'Create project' }).click();
    await page.getByRole('table', { name: 'Projects' }).getByText(projectName).waitFor();

    // A quote of two prints from the catalogue, configured as on their product pages.
    await portal.visit('/designer/quotes/new');
    for (const [index, product] of products.entries()) {
      const search = page.getByRole('search', { name: 'Search prints' });
      await search.getByRole('searchbox', { name: 'Search prints' }).fill(product.title);
      await search.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('button', { name: `Choose ${product.title}`, exact: true }).click();
      const options = page.getByRole('region', { name: `Configure ${product.title}` });
      await options.getByRole('combobox', { name: 'Size' }).selectOption(product.availableSizes[product.availableSizes.length - 1]);
      await options.getByRole('spinbutton', { name: 'Quantity' }).fill(String(index + 1));
      await options.getByRole('button', { name: 'Add to quote' }).click();
    }
    expect(await page.getByRole('table', { name: 'Prints in this quote' }).locator('tbody tr').count()).toBe(2);
    await page.getByRole('textbox', { name: 'Client name', exact: true }).fill(`${client.firstName} ${client.lastName}`);
    await page.getByRole('textbox', { name: 'Client email', exact: true }).fill(client.email);
    await page.getByRole('combobox', { name: 'Project' }).selectOption({ label: `${projectName} (${client.firstName} ${client.lastName})` });
    await page.getByRole('button', { name: 'Save draft' }).click();
    const heading = page.getByRole('heading', { level: 1, name: /^Quote Q-/ });
    await heading.waitFor();
    const quoteNumber = ((await heading.textContent()) ?? '').replace(/^Quote /, '');

    // The server's prices: the shop's less tier 2's 15 %.
    const quoted = await rowsOf(page.getByRole('table', { name: 'Quoted prints' }));
    expect(quoted).toHaveLength(2);
    for (const [, , shopPrice, tradePrice] of quoted) expect(rupees(tradePrice)).toBeCloseTo(rupees(shopPrice) * 0.85, 0);
    const totals = page.getByLabel('Quote totals');
    expect(await totals.textContent()).toContain('Trade discount (15%)');
    const clientPays = (await totals.locator('dd').last().textContent()) ?? '';
    const tradePrices = quoted.map(([, , , tradePrice]) => tradePrice);

    await page.getByRole('button', { name: 'Send to client' }).click();
    await page.getByRole('status').filter({ hasText: 'Sent' }).waitFor();

    // The client opens the emailed link, accepts, and orders cash on delivery.
    const quoteEmail = await waitForEmail(client.email, new RegExp(`^Quote ${quoteNumber} from`));
    const customer = await open();
    const shopper = customer.page;
    await customer.visit(linkIn(quoteEmail.text, /\/quote\/[A-Za-z0-9_-]+/));
    await shopper.getByRole('heading', { level: 1, name: `Quote ${quoteNumber}` }).waitFor();
    await shopper.getByText(`From ${designer.firstName} ${designer.lastName}, ${designer.company}`).waitFor();
    expect(await shopper.getByLabel('Quote total').textContent()).toContain(clientPays);
    await shopper.getByRole('button', { name: 'Accept quote' }).click();
    const shipping = shopper.getByRole('form', { name: 'Shipping Information' });
    const address: Array<[string, string]> = [
      ['First Name', client.firstName],
      ['Last Name', client.lastName],
      ['Email Address', client.email],
      ['Phone Number', '+91 98765 43210'],
      ['Address', '4 Palm Grove, Indiranagar'],
      ['City', 'Bengaluru'],
      ['State', 'Karnataka'],
      ['PIN Code', client.pincode],
    ];
    for (const [label, value] of address) await shipping.getByRole('textbox', { name: label, exact: true }).fill(value);
    const methods = shipping.getByRole('radiogroup', { name: 'Payment Method' });
    await methods.getByText('Cash on Delivery', { exact: true }).click();
    await shipping.getByRole('button', { name: 'Place Order' }).click();
    const placed = shopper.getByRole('status').filter({ hasText: 'Order placed:' });
    await placed.waitFor();
    const orderNumber = (await placed.innerText()).match(/ORD-[A-Z0-9-]+/)?.[0];
    expect(orderNumber).toBeDefined();
    expect(await placed.getByRole('link', { name: 'Track your order' }).getAttribute('href')).toBe(`/order-tracking?number=${orderNumber}`);

    // The order is in the back office at the trade prices.
    await staff.visit(`/admin/orders/${orderNumber}`);
    await admin.getByRole('heading', { level: 1, name: `Order ${orderNumber}` }).waitFor();
    const items = await rowsOf(admin.getByRole('table', { name: 'Items' }));
    expect(items.map((cells) => cells[6]).sort()).toEqual([...tradePrices].sort());

    // The designer's dashboard shows the revenue.
    await portal.visit('/designer');
    await reloadUntil(page, page.getByRole('group', { name: 'Revenue' }), clientPays);

    for (const session of [portal, staff, customer]) expect(session.consoleErrors).toEqual([]);
  });
});
