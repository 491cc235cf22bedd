/**
 * How shoppers reach the shop until the back office's settings are read (`GET /api/site-settings`,
 * see useShopContact), and in the policies' fixed text.
 */
export const shopContact = {
  email: 'hello@curatedartdecor.in',
  phone: '+91 98200 12345',
} as const;

/** The email and phone as links: the phone's digits with the country code, no spaces. */
export function contactLinks({ email, phone }: { email: string; phone: string }) {
  return { emailHref: `mailto:${email}`, phoneHref: `tel:${phone.replace(/[^\d+]/g, '')}` };
}
