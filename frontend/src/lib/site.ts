/** Facts about the shop shown in its chrome (spec section 1). */
export const site = {
  tagline: 'Curated Art & Decor',
  curatingSince: 2010,
  socialProfile: { label: 'Instagram', href: 'https://www.instagram.com/' },
} as const;
