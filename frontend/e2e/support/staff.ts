import type { Page } from 'playwright-core';
import { sandboxAccountName } from './google';

/**
 * The owner the browser tests' stack names (STAFF_OWNER_EMAIL, set by infra/dev/e2e-global-setup.mjs).
 * The sandbox's Google names it after its local part: owner@… is "Owner".
 */
export function staffOwner(): { email: string; name: string } {
  const email = process.env.E2E_STAFF_OWNER_EMAIL;
  if (!email) throw new Error('E2E_STAFF_OWNER_EMAIL is not set: the e2e global setup names the owner');
  return { email, name: sandboxAccountName(email) };
}

/**
 * From /admin/login through Google's redirect flow: the sandbox's consent page, "Use another
 * account" with this email, and back to the back office, on the first page the role may use.
 */
export async function signInAsStaff(page: Page, email: string): Promise<void> {
  await page.getByRole('link', { name: 'Sign in with Google' }).click();
  await page.getByRole('heading', { name: 'Choose an account' }).waitFor();
  await page.getByRole('textbox', { name: 'Use another account' }).fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('navigation', { name: 'Back office' }).waitFor();
}
