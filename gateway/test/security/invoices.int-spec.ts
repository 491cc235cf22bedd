import 'reflect-metadata';
import type { ApiAdminOrder, ApiTaxDocument } from '@shop/contracts';
import { shopper } from '@shop/testing';
import { codOrderBody, startCheckout } from '../support/checkout';
import { orderNumber, startShop, type Shop } from '../support/shop';
import { signIn } from '../support/sign-in';
import { asStaff, ownerOf, staffAs, type SignedInStaff } from '../support/staff';

const SETTINGS = {
  shopName: 'Curated Art & Decor',
  contact: { email: 'hello@curatedartdecor.in', phone: '+91 98200 12345' },
  socialLink: null,
  address: { line: '5 Kala Ghoda, Fort', city: 'Mumbai', state: 'Maharashtra', pincode: '400001' },
  gst: { legalName: 'Curated Art Decor Private Limited', gstin: '27AAPFU0939F1ZV' },
};

/**
 * Attacks on GST invoices and credit notes: another shopper's documents, no or forged
 * credentials, a role that may not read orders, tracking without the email check, and documents
 * named through the wrong order.
 */
describe('security: tax invoices', () => {
  let shop: Shop;
  let fulfilment: SignedInStaff;
  let nextClient = 1;
  /** Asha's order, invoiced and then cancelled (an invoice and a credit note), and Bela's, invoiced. */
  const asha = { email: `asha.${Date.now()}@example.in`, number: '', documents: [] as ApiTaxDocument[], checkout: {} as Record<string, string> };
  const bela = { email: `bela.${Date.now()}@example.in`, number: '', documents: [] as ApiTaxDocument[], checkout: {} as Record<string, string> };

  const client = () => ({ 'x-forwarded-for': `198.51.100.${nextClient++ % 250}` });
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${shop.base}${path}`, { headers: { ...client(), ...headers } });
  /** An answer as a prober compares answers: its status and body, but for the request's own correlation id. */
  const body = async (res: Response) => {
    const { correlationId: _correlationId, ...rest } = (await res.json()) as Record<string, unknown>;
    return { status: res.status, body: rest };
  };

  async function invoicedOrder(email: string, cancel: boolean): Promise<{ number: string; documents: ApiTaxDocument[]; checkout: Record<string, string> }> {
    const checkout = await startCheckout(shop.base, shopper(email), client());
    const number = orderNumber();
    expect((await shop.post('/api/orders', codOrderBody(checkout.customerId, number), { ...checkout.headers, ...client() })).status).toBe(200);
    const act = async (path: string, extra: Record<string, unknown> = {}) => {
      const { version } = (await (await asStaff(shop, fulfilment.cookie, `/api/admin/orders/${number}`)).json()) as ApiAdminOrder;
      expect((await asStaff(shop, fulfilment.cookie, `/api/admin/orders/${number}/${path}`, { method: 'POST', body: { version, ...extra } })).status).toBe(200);
    };
    await act('confirm');
    if (cancel) await act('cancel', { reason: 'Shopper asked' });
    const documents = (await (await asStaff(shop, fulfilment.cookie, `/api/admin/orders/${number}/tax-documents`)).json()) as ApiTaxDocument[];
    expect(documents).toHaveLength(cancel ? 2 : 1);
    return { number, documents, checkout: checkout.headers };
  }

  beforeAll(async () => {
    shop = await startShop();
    const owner = await ownerOf(shop);
    const { version } = (await (await asStaff(shop, owner.cookie, '/api/admin/settings')).json()) as { version: number };
    expect((await asStaff(shop, owner.cookie, '/api/admin/settings', { method: 'PUT', body: { version, settings: SETTINGS } })).status).toBe(200);
    fulfilment = await staffAs(shop, 'fulfilment');
    Object.assign(asha, await invoicedOrder(asha.email, true));
    Object.assign(bela, await invoicedOrder(bela.email, false));
  }, 120_000);

  afterAll(() => shop?.stop());

  it("never serves one shopper another's documents: signed in, with a checkout, or through tracking with their own email", async () => {
    const belaSession = await signIn(shop, bela.email, client());
    const unknown = await body(await get(`/api/orders/ORD-999999999/tax-documents`, { cookie: belaSession }));
    expect(unknown.status).toBe(404);
    for (const doc of asha.documents) {
      // Bela, signed in, asking for Asha's order: answered exactly like an order that does not exist.
      expect(await body(await get(`/api/orders/${asha.number}/tax-documents`, { cookie: belaSession }))).toEqual(unknown);
      expect((await get(`/api/orders/${asha.number}/tax-documents/${doc.slug}`, { cookie: belaSession })).status).toBe(404);
      // Asha's document named through Bela's own order.
      expect((await get(`/api/orders/${bela.number}/tax-documents/${doc.slug}`, { cookie: belaSession })).status).toBe(404);
      // Through tracking, with Bela's email on Asha's order, or Asha's document on Bela's order.
      expect((await get(`/api/orders/track/${asha.number}/tax-documents/${doc.slug}?email=${encodeURIComponent(bela.email)}`)).status).toBe(404);
      expect((await get(`/api/orders/track/${bela.number}/tax-documents/${doc.slug}?email=${encodeURIComponent(bela.email)}`)).status).toBe(404);
    }
    // Bela's own is hers.
    expect((await get(`/api/orders/${bela.number}/tax-documents/${bela.documents[0].slug}`, { cookie: belaSession })).status).toBe(200);
    // A checkout cookie is no session: the order history's documents need the shopper signed in.
    expect((await get(`/api/orders/${asha.number}/tax-documents`, asha.checkout)).status).toBe(401);
  });

  it('asks the tracking email check before anything: missing, malformed or wrong emails answer like an unknown order', async () => {
    const doc = asha.documents[0];
    const unknownList = await body(await get(`/api/orders/track/ORD-999999999/tax-documents?email=${encodeURIComponent(asha.email)}`));
    const unknownPdf = await body(await get(`/api/orders/track/ORD-999999999/tax-documents/${doc.slug}?email=${encodeURIComponent(asha.email)}`));
    expect(unknownList.status).toBe(404);
    expect(unknownPdf.status).toBe(404);
    for (const query of ['', '?email=', '?email=not-an-email', `?email=${encodeURIComponent('someone.else@example.in')}`, `?email=${encodeURIComponent(asha.email)}%00`]) {
      expect([query, await body(await get(`/api/orders/track/${asha.number}/tax-documents${query}`))]).toEqual([query, unknownList]);
      expect([query, await body(await get(`/api/orders/track/${asha.number}/tax-documents/${doc.slug}${query}`))]).toEqual([query, unknownPdf]);
    }
    // The email in any case is the shopper's.
    expect((await get(`/api/orders/track/${asha.number}/tax-documents/${doc.slug}?email=${encodeURIComponent(asha.email.toUpperCase())}`)).status).toBe(200);
  });

  it('refuses no or forged credentials (401) and a role that may not read orders (403) in the back office', async () => {
    const shopperSession = await signIn(shop, `someone.${Date.now()}@example.in`, client());
    const catalogue = await staffAs(shop, 'catalogue');
    const support = await staffAs(shop, 'support');
    const forgedStaff = JSON.stringify({ id: 1, email: 'owner@curatedartdecor.in', name: 'Owner', role: 'owner' });
    const paths = [`/api/admin/orders/${asha.number}/tax-documents`, `/api/admin/orders/${asha.number}/tax-documents/${asha.documents[1].slug}`, '/api/admin/gst-report?month=2026-11'];
    for (const path of paths) {
      expect([path, (await asStaff(shop, '', path)).status]).toEqual([path, 401]);
      expect([path, (await asStaff(shop, shopperSession, path)).status]).toEqual([path, 401]);
      expect([path, (await asStaff(shop, 'shop_staff=s%3Aforged.c2lnbmF0dXJl', path)).status]).toEqual([path, 401]);
      expect([path, (await get(path, { 'x-staff': forgedStaff, 'sec-fetch-site': 'same-origin' })).status]).toEqual([path, 401]);
      expect([path, (await asStaff(shop, catalogue.cookie, path)).status]).toEqual([path, 403]);
      expect([path, (await asStaff(shop, support.cookie, path)).status]).toEqual([path, 200]);
    }
    // A forged shopper identity header is no session either.
    const forgedUser = JSON.stringify({ id: '1', email: asha.email });
    expect((await get(`/api/orders/${asha.number}/tax-documents`, { 'x-user': forgedUser })).status).toBe(401);
  });

  it('refuses malformed document names and months with a 400 in the back office, and nothing outside an order', async () => {
    for (const slug of ['..%2F..%2Fetc%2Fpasswd', 'INV-26-27-12', 'INV%2F26-27%2F000001', 'XYZ-26-27-000001', `${asha.documents[0].slug}.pdf`]) {
      expect([slug, (await asStaff(shop, fulfilment.cookie, `/api/admin/orders/${asha.number}/tax-documents/${slug}`)).status]).toEqual([slug, 400]);
    }
    // A well-formed number that belongs to another order is not found through this one.
    expect((await asStaff(shop, fulfilment.cookie, `/api/admin/orders/${bela.number}/tax-documents/${asha.documents[1].slug}`)).status).toBe(404);
    for (const month of ['2026-13', '26-11', '2026-11-01', "2026-11' OR 1=1--", '']) {
      const res = await asStaff(shop, fulfilment.cookie, `/api/admin/gst-report?month=${encodeURIComponent(month)}`);
      expect([month, res.status]).toEqual([month, 400]);
    }
    expect((await asStaff(shop, fulfilment.cookie, '/api/admin/gst-report?month=2026-11&view=everything')).status).toBe(400);
  });
});
