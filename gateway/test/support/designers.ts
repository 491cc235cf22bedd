import type { ApiDesigner } from '@shop/contracts';
import { uniqueEmail, until, type CapturedEmail } from '@shop/testing';
import { cookieSetBy } from './checkout';
import { fromOurSite } from './requests';
import type { Shop } from './shop';
import { asStaff, type SignedInStaff } from './staff';

export const DESIGNER_PASSWORD = 'a long enough password';


/** An application as /designer/apply sends it. */
export const designerApplication = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Meera',
  lastName: 'Kapoor',
  email,
  password: DESIGNER_PASSWORD,
  companyName: 'Kapoor Interiors',
  phone: '+91 98200 12345',
  address: '12 Carter Road',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400050',
  portfolio: 'https://kapoor-interiors.example.in',
  ...extra,
});

/** The newest email to this address whose subject holds `subject`, once it has arrived. */
export function mailTo(shop: Shop, address: string, subject: string): Promise<CapturedEmail> {
  return until(async () => {
    const emails = await shop.mail.emails();
    return emails.reverse().find((email) => email.to.some((to) => to.address === address) && email.subject.includes(subject));
  }, `an email "${subject}" to ${address}`);
}

/** The token of the link to `path` in an email (the test shop's STOREFRONT_URL is http://shop.test). */
export function tokenIn(email: CapturedEmail, path: string): string {
  const match = new RegExp(`http://shop\\.test${path.replace(/[?]/g, '\\?')}([A-Za-z0-9_-]+)`).exec(email.text ?? '');
  if (!match) throw new Error(`no ${path} link in "${email.text}"`);
  return match[1];
}

/** A designer who applied and followed the emailed link: verified, still pending. */
export async function verifiedApplicant(shop: Shop, name: string, headers: Record<string, string> = {}): Promise<{ email: string }> {
  const email = uniqueEmail(name);
  const applied = await fromOurSite(shop, '/api/designer/apply', { method: 'POST', body: designerApplication(email), headers });
  if (applied.status !== 202) throw new Error(`applying answered ${applied.status}: ${await applied.text()}`);
  const token = tokenIn(await mailTo(shop, email, 'Confirm your email'), '/designer/verify-email?token=');
  const verified = await fromOurSite(shop, '/api/designer/verify-email', { method: 'POST', body: { token }, headers });
  if (verified.status !== 200) throw new Error(`verifying answered ${verified.status}: ${await verified.text()}`);
  return { email };
}

/** The designer as staff see them, found by email in the back office. */
export async function designerByEmail(shop: Shop, staff: SignedInStaff, email: string): Promise<ApiDesigner> {
  const listed = (await (await asStaff(shop, staff.cookie, `/api/admin/designers?status=all&q=${encodeURIComponent(email)}`)).json()) as ApiDesigner[];
  const designer = listed.find((item) => item.email === email);
  if (!designer) throw new Error(`no designer ${email} in the back office`);
  return designer;
}

/** Approves a designer at a tier in the back office. */
export async function approveDesigner(shop: Shop, staff: SignedInStaff, email: string, discountTier: 1 | 2 | 3 = 2): Promise<ApiDesigner> {
  const designer = await designerByEmail(shop, staff, email);
  const res = await asStaff(shop, staff.cookie, `/api/admin/designers/${designer.id}/review`, { method: 'POST', body: { version: designer.version, action: 'approve', discountTier } });
  if (res.status !== 200) throw new Error(`approving ${email} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as ApiDesigner;
}

/** Signs a designer in as the portal does; answers the response and the `shop_designer=…` cookie it set. */
export async function signInDesigner(shop: Shop, email: string, password = DESIGNER_PASSWORD, headers: Record<string, string> = {}): Promise<{ res: Response; cookie: string | undefined }> {
  const res = await fromOurSite(shop, '/api/designer/auth/login', { method: 'POST', body: { email, password }, headers });
  return { res, cookie: cookieSetBy(res, 'shop_designer') };
}

/** A designer who applied, verified, was approved at `tier` and signed in: their email and session cookie. */
export async function approvedDesigner(shop: Shop, staff: SignedInStaff, name: string, tier: 1 | 2 | 3 = 2, headers: Record<string, string> = {}): Promise<{ email: string; cookie: string }> {
  const { email } = await verifiedApplicant(shop, name, headers);
  await approveDesigner(shop, staff, email, tier);
  const { res, cookie } = await signInDesigner(shop, email, DESIGNER_PASSWORD, headers);
  if (res.status !== 200 || !cookie) throw new Error(`signing in ${email} answered ${res.status}: ${await res.text()}`);
  return { email, cookie };
}
