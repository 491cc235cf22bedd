import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../../test/render-route';

/** The policy facts of spec section 9, each as the words a shopper reads. */
const facts = {
  noCancellation: /Orders cannot be cancelled once placed\./,
  complaintsWithin15Days: /within 15 days of receipt, (together )?with an unboxing video/,
  deliveryIssuesWithin7Days: /Delivery issues must be reported within 7 days of delivery confirmation/,
  returnsOnlyDefectiveWithin4Days: /Returns are accepted only for defective or damaged goods, (and the return must be )?requested within 4 working days of delivery/,
  refundsWithin15WorkingDays: /processed within 15 working days/,
  fulfilment: /fulfilled within 2-5 business days \(Monday to Friday\)/,
  noSundayShipping: /We do not ship on Sunday/i,
  indiaOnly: /We deliver only within India/,
  shippingCost: /shipping cost depends on (the )?weight( of your parcel)? and (the )?(shipping )?method/i,
  remoteOrHeavyExtra: /remote locations and heavy items/,
  outOfStockRefund: /out-of-stock items are refunded to the original payment method/i,
} as const;

type Fact = keyof typeof facts;

const pages: ReadonlyArray<{ path: string; title: string; facts: readonly Fact[] }> = [
  {
    path: '/refund-and-returns',
    title: 'Returns and Refunds Policy',
    facts: [
      'noCancellation',
      'complaintsWithin15Days',
      'deliveryIssuesWithin7Days',
      'returnsOnlyDefectiveWithin4Days',
      'refundsWithin15WorkingDays',
      'outOfStockRefund',
    ],
  },
  {
    path: '/shipping',
    title: 'Shipping and Delivery Policy',
    facts: ['fulfilment', 'noSundayShipping', 'indiaOnly', 'shippingCost', 'remoteOrHeavyExtra', 'deliveryIssuesWithin7Days'],
  },
  { path: '/terms', title: 'Terms and Conditions', facts: Object.keys(facts) as Fact[] },
  { path: '/privacy', title: 'Privacy Policy', facts: [] },
];

function pageText(): string {
  return screen.getByRole('main').textContent ?? '';
}

describe('policy pages', () => {
  it.each(pages)('$path shows the $title', async ({ path, title }) => {
    renderRoute(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(2);
  });

  it.each(pages.filter((page) => page.facts.length > 0))('$path states its policy facts', async ({ path, title, facts: pageFacts }) => {
    renderRoute(path);
    await screen.findByRole('heading', { level: 1, name: title });

    const text = pageText();
    for (const fact of pageFacts) expect({ fact, found: facts[fact].test(text) }).toEqual({ fact, found: true });
  });

  it('states every policy fact of the spec on at least one page', () => {
    const covered = new Set(pages.flatMap((page) => page.facts));
    expect([...covered].sort()).toEqual(Object.keys(facts).sort());
  });

  it('tells what the privacy policy collects at checkout, how it is used, the session cookie and that data is not sold', async () => {
    renderRoute('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    const text = pageText();

    for (const detail of ['first and last name', 'email address', 'phone number', 'delivery address', 'PIN code']) {
      expect(text).toContain(detail);
    }
    expect(screen.getByRole('heading', { level: 2, name: 'How we use your information' })).toBeTruthy();
    expect(text).toMatch(/We use a cookie to keep your session/);
    expect(text).toMatch(/We do not sell, rent or trade your personal data\./);
    expect(text).toMatch(/never see or store your card number/);
  });

  it('gives the shop contact on each policy and links to the other policies', async () => {
    renderRoute('/shipping');
    await screen.findByRole('heading', { level: 1, name: 'Shipping and Delivery Policy' });

    expect(pageText()).toContain('hello@curatedartdecor.in');
    expect(pageText()).toContain('+91 98200 12345');
    const others = screen.getByRole('navigation', { name: 'Other policies' });
    expect(
      within(others)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Returns and Refunds Policy', '/refund-and-returns'],
      ['Privacy Policy', '/privacy'],
      ['Terms and Conditions', '/terms'],
    ]);
  });
});
