/** How shoppers reach the shop (the shop's site settings, `store.contact`). */
export const shopContact = {
  email: 'hello@curatedartdecor.in',
  phone: '+91 98200 12345',
} as const;

export const emailHref = `mailto:${shopContact.email}`;

/** The phone number as a dialable link: the digits with the country code, no spaces. */
export const phoneHref = `tel:${shopContact.phone.replace(/[^\d+]/g, '')}`;
