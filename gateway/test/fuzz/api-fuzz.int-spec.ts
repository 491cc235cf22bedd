import 'reflect-metadata';
import fc from 'fast-check';
import { Client } from 'pg';
import { shopper, webhookAuthorization } from '@shop/testing';
import { CHECKOUT_COOKIE } from '../../src/auth/checkout-credential';
import { MAX_JSON_DEPTH } from '../../src/common/json-body';
import { startCheckout } from '../support/checkout';
import { orderNumber, startShop, type Shop } from '../support/shop';
import { signIn } from '../support/sign-in';
import { approvedDesigner, designerApplication } from '../support/designers';
import { ownerOf } from '../support/staff';

/**
 * Bad input on every /api operation the OpenAPI document lists: malformed JSON, wrong types,
 * bodies up to and over the size limit, awkward unicode, odd numbers, missing and extra fields.
 * Every answer must be a 2xx, or a 4xx with a message that leaks no internals; never a 5xx or
 * a hang; and nothing is written to the orders, customers, users, staff, wishlist, products,
 * categories, blog, settings or price options unless the call answered 2xx. The back office's
 * calls are sent mostly with the owner's staff session, so that their own validation is reached. A write from another site, a body that is not JSON and JSON nested too deep are
 * never taken: they answer a 4xx.
 */

const BODY_LIMIT_BYTES = 100 * 1024;
/** Far beyond any answer of a healthy shop: a request still open then is a hang. */
const ANSWER_TIMEOUT_MS = 15_000;
/** Per operation; FUZZ_RUNS=500 digs deeper when looking for trouble. */
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 36);
const WEBHOOK_AUTH = webhookAuthorization();

interface Operation {
  method: string;
  /** As the OpenAPI document writes it: /api/products/{id}. */
  path: string;
  queryNames: string[];
  /** The document describes a body: the fuzzer needs a well-formed sample of it. */
  declaresBody: boolean;
  takesBody: boolean;
}

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** Why the shop must refuse this request whatever else it carries; absent when it may take it. */
  refused?: string;
}

// ---- values -------------------------------------------------------------------------------

const SPECIAL_CHARACTERS = ['\u0000', '\uD800', '\uDFFF', '\u202E', '\u200B', '\uFEFF', '\u0007', '\n', '"', '\\', '%', '🎨', 'ॐ', 'ﷺ', '\u0301'];

/** One code point anywhere in Unicode, lone surrogate halves included. */
const anyCharacter = fc.oneof(
  fc.constantFrom(...SPECIAL_CHARACTERS),
  fc.integer({ min: 0, max: 0x10ffff }).map((cp) => (cp >= 0xd800 && cp <= 0xdfff ? String.fromCharCode(cp) : String.fromCodePoint(cp))),
);
const awkwardString = fc.oneof(
  fc.string({ unit: anyCharacter, maxLength: 40 }),
  fc.constantFrom('', ' ', 'null', 'undefined', 'NaN', 'Infinity', '-0', '0x1F', '1e308', '__proto__', 'constructor', "' OR 1=1 --", '<script>alert(1)</script>', '../../etc/passwd'),
);
const hugeString = fc.constantFrom(5_000, 70_000, BODY_LIMIT_BYTES + 10).map((length) => 'x'.repeat(length));

/** Numbers JSON cannot carry as such are written raw into the text: 1e999 parses as Infinity. */
const RAW = (text: string) => `\u0001raw:${text}\u0001`;
const oddNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 1.5, -1e-300, 2 ** 31, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, -Number.MAX_VALUE, Number.MAX_VALUE),
  fc.constantFrom(RAW('1e999'), RAW('-1e999'), RAW('123456789012345678901234567890')),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const awkwardValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: awkwardString },
  { weight: 3, arbitrary: oddNumber },
  { weight: 1, arbitrary: hugeString },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], { '': '' }) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

const toJson = (value: unknown) => JSON.stringify(value).replace(/"\\u0001raw:([^\\"]*)\\u0001"/g, '$1');

/** Percent-encodes every byte but the unreserved ones; lone surrogates go as U+FFFD. */
const percentEncode = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((byte) => (/[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`)).join('');

/** A path segment, already as it goes on the wire: some plausible, some broken on purpose. */
const pathSegment = fc.oneof(
  fc.integer({ min: -1e12, max: 1e12 }).map(String),
  fc.constantFrom('0', '-1', '1', '3', '1.5', '1e308', 'NaN', 'Infinity', '9'.repeat(120), '9'.repeat(20), '%00', '%ZZ', '%C0%AF', '%E2%80%AE', '..%2F..%2Fetc', 'ORD-123456', 'ord-1', '%20', 'a%2Fb'),
  awkwardString.map(percentEncode),
);

/** A query string: the operation's own names and others, repeated, with awkward values; sometimes beyond the header limit. */
const queryString = (names: string[]) =>
  fc.oneof(
    { weight: 8, arbitrary: fc.array(fc.tuple(names.length ? fc.oneof(fc.constantFrom(...names), awkwardString) : awkwardString, fc.oneof(awkwardString, oddNumber.map(String))), { maxLength: 5 }).map((pairs) => pairs.map(([k, v]) => `${percentEncode(k)}=${percentEncode(String(v))}`).join('&')) },
    { weight: 1, arbitrary: fc.constantFrom('a=%ZZ', '%=%', '&&&=', 'email[]=x&email[]=y', `email=${'x'.repeat(20_000)}`) },
  );

/** What a header can carry: printable ASCII, with the separators cookies and lists use. */
const headerText = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 200 });

// ---- bodies -------------------------------------------------------------------------------

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every place in a JSON value, as the list of keys that leads there. */
function placesIn(value: Json, at: Array<string | number> = []): Array<Array<string | number>> {
  const here = [at];
  if (Array.isArray(value)) return here.concat(...value.map((item, i) => placesIn(item, [...at, i])));
  if (value && typeof value === 'object') return here.concat(...Object.entries(value).map(([key, item]) => placesIn(item, [...at, key])));
  return here;
}

/** The sample with one place deleted, replaced by an awkward value, wrapped, or given an extra field. */
function mutated(sample: Json): fc.Arbitrary<unknown> {
  const places = placesIn(sample);
  return fc
    .tuple(fc.nat(places.length - 1), fc.constantFrom('delete', 'replace', 'wrap', 'extra'), awkwardValue, awkwardString)
    .map(([index, action, value, extraKey]) => {
      const copy = structuredClone(sample) as Json;
      const place = places[index];
      if (place.length === 0) return action === 'wrap' ? [copy] : action === 'extra' ? { ...(copy as object), [extraKey]: value } : value;
      const parent = place.slice(0, -1).reduce<Json>((node, key) => (node as Record<string | number, Json>)[key], copy) as Record<string | number, unknown>;
      const key = place[place.length - 1];
      if (action === 'delete') {
        if (Array.isArray(parent)) parent.splice(key as number, 1);
        else delete parent[key];
      } else if (action === 'replace') parent[key] = value;
      else if (action === 'wrap') parent[key] = [parent[key]];
      else if (typeof parent[key] === 'object' && parent[key] !== null && !Array.isArray(parent[key])) (parent[key] as Record<string, unknown>)[extraKey] = value;
      else parent[extraKey] = value;
      return copy;
    });
}

/** The sample with one of its text fields made awkward: NUL, a lone surrogate, right-to-left override, a long run. */
function awkwardText(sample: Json): fc.Arbitrary<unknown> {
  const textPlaces = placesIn(sample).filter((place) => typeof place.reduce<Json>((node, key) => (node as Record<string | number, Json>)[key], sample) === 'string');
  if (textPlaces.length === 0) return fc.constant(sample);
  return fc.tuple(fc.constantFrom(...textPlaces), fc.constantFrom('a\u0000b', '\u0000', '\uD800', 'x\uDFFFy', '\u202Egnp.exe', '🎨'.repeat(300), ' '.repeat(50), 'x'.repeat(5000))).map(([place, value]) => {
    const copy = structuredClone(sample) as Json;
    const parent = place.slice(0, -1).reduce<Json>((node, key) => (node as Record<string | number, Json>)[key], copy) as Record<string | number, unknown>;
    parent[place[place.length - 1]] = value;
    return copy;
  });
}

/** Arrays and objects nested past MAX_JSON_DEPTH (and far past it), with the sample or nothing at the bottom. */
const deepJson = (sample: Json | undefined) =>
  fc.tuple(fc.constantFrom(MAX_JSON_DEPTH + 1, MAX_JSON_DEPTH + 5, 1_000, 20_000), fc.boolean()).map(([depth, objects]) => {
    const inner = toJson(sample ?? {});
    return objects ? `${'{"a":'.repeat(depth)}${inner}${'}'.repeat(depth)}` : `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;
  });

const MALFORMED_JSON = ['{', '{"a":', '[1,2', 'nul', '{"a":1}}', "{'a':1}", '\u0000', '{"a":"\\ud800"}', '{"a":"\\u0000"}', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}', '1e999', '"just a string"', '[]', 'true'];

interface FuzzBody {
  text: string;
  /** None: fetch sends a string as text/plain. */
  contentType?: string;
  /** Nested past MAX_JSON_DEPTH on purpose. */
  tooDeep?: boolean;
}

function body(sample: Json | undefined): fc.Arbitrary<FuzzBody> {
  const json = (arbitrary: fc.Arbitrary<unknown>) => arbitrary.map((value) => ({ text: toJson(value) ?? 'null', contentType: 'application/json' }));
  const cases: Array<fc.WeightedArbitrary<FuzzBody>> = [
    { weight: 2, arbitrary: fc.oneof(fc.constantFrom(...MALFORMED_JSON), fc.string({ unit: anyCharacter, maxLength: 30 })).map((text) => ({ text, contentType: 'application/json' })) },
    { weight: 2, arbitrary: json(fc.jsonValue({ maxDepth: 4 })) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(BODY_LIMIT_BYTES - 200, BODY_LIMIT_BYTES + 1, BODY_LIMIT_BYTES * 3), fc.constant(sample ?? {})).map(([size, base]) => ({ text: toJson({ ...(base as object), filler: 'é'.repeat(size / 2) }), contentType: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc.record({
        text: fc.constantFrom('a=1&b=2', 'plain words', toJson(sample ?? {})),
        contentType: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', 'multipart/form-data; boundary=x', 'application/xml', undefined),
      }),
    },
    { weight: 1, arbitrary: deepJson(sample).map((text) => ({ text, contentType: 'application/json', tooDeep: true })) },
  ];
  if (sample !== undefined) cases.push({ weight: 8, arbitrary: json(mutated(sample)) }, { weight: 3, arbitrary: json(awkwardText(sample)) });
  return fc.oneof(...cases);
}

// ---- the shop -------------------------------------------------------------------------------

describe('every /api operation under bad input', () => {
  let shop: Shop;
  let operations: Operation[];
  let session: string;
  /** The owner's staff session (`shop_staff=…`): every back-office call is open to it, so its input is what gets fuzzed. */
  let staff: string;
  let designer: string;
  /** The `shop_checkout=…` cookie of the fuzz customer's checkout, as its browser holds it. */
  let checkout: string;
  let customerId: number;
  let pendingOrder: string;
  const databases: Record<string, Client> = {};
  const requestsPerOperation = new Map<string, number>();

  /** What a well-formed body of each operation that takes one looks like; the fuzzer bends these. */
  const samples = (): Record<string, Json> => {
    const item = { productId: 4, productTitle: 'Marigold Geometry', quantity: 2, size: '18x14', medium: 'Museum-Grade Canvas', framing: 'No Frame', unitPrice: 575, totalPrice: 1150 };
    const shipping = { customerId, shippingAddress: '14 Lodhi Estate', shippingCity: 'New Delhi', shippingState: 'Delhi', shippingPincode: '110003' };
    return {
      'POST /api/cart/dynamic-summary': { items: [{ productId: 3, productName: 'Indigo Tides', size: '24x24', medium: 'Museum-Grade Canvas', frame: 'No Frame', quantity: 2, price: 608 }] },
      'POST /api/customers': shopper('fuzz@example.in'),
      'POST /api/orders': { ...shipping, orderNumber: orderNumber(), paymentMethod: 'cod', notes: 'Ring twice', totalAmount: 1, status: 'delivered', items: [item] },
      'POST /api/payments/phonepe/initiate': { ...shipping, orderId: orderNumber(), amount: 1, customerEmail: 'fuzz@example.in', customerPhone: '9876543210', paymentMethod: 'phonepe', items: [item] },
      'POST /api/payments/phonepe/confirm': { orderNumber: pendingOrder },
      'POST /api/payments/phonepe/webhook': { event: 'checkout.order.completed', payload: { merchantOrderId: pendingOrder, orderId: 'OMO1', state: 'COMPLETED', amount: 122248 } },
      'POST /api/auth/google': { access_token: 'ya29.not-a-real-token' },
      'POST /api/auth/logout': {},
      'POST /api/products/{id}/reviews': { rating: 4, title: 'Lovely print', content: 'The colours are rich and the frame is sturdy.', customerName: 'Asha' },
      'POST /api/reviews/unsubscribe': { token: 'not.a-token' },
      ...backOfficeSamples(),
      ...tradeSamples(),
    };
  };

  /** Well-formed bodies of the trade portal's calls and the quote link's (issue 20). */
  const tradeSamples = (): Record<string, Json> => {
    const token = 'q'.repeat(43);
    const quote = { clientName: 'Ananya Rao', clientEmail: 'client@example.in', notes: 'Living room', items: [{ productId: 4, size: '27X21', medium: 'Museum-Grade Canvas', frame: 'No Frame', quantity: 2 }] };
    const project = { name: 'Sea-facing flat', clientName: 'Ananya Rao', description: 'Three rooms', totalBudget: 150000 };
    return {
      'POST /api/designer/apply': designerApplication('fuzz.designer@example.in', { gstin: '27ABCDE1234F1Z5' }),
      'POST /api/designer/verify-email': { token },
      'POST /api/designer/auth/login': { email: 'fuzz.designer@example.in', password: 'a long enough password' },
      'POST /api/designer/password-reset': { email: 'fuzz.designer@example.in' },
      'POST /api/designer/password-reset/confirm': { token, password: 'a brand new long password' },
      'POST /api/designer/projects': project,
      'PUT /api/designer/projects/{id}': { version: 1, fields: project },
      'POST /api/designer/projects/{id}/close': { version: 1, status: 'completed' },
      'POST /api/designer/quotes': quote,
      'PUT /api/designer/quotes/{id}': { version: 1, fields: quote },
      'POST /api/designer/quotes/{id}/send': { version: 1 },
      'POST /api/designer/quotes/{id}/withdraw': { version: 1 },
      'POST /api/quotes/{token}/respond': { response: 'accept', reason: 'Lovely' },
      'POST /api/quotes/{token}/order': { customerId, shippingAddress: '14 Lodhi Estate', shippingCity: 'New Delhi', shippingState: 'Delhi', shippingPincode: '110003', paymentMethod: 'cod' },
      'POST /api/admin/designers/{id}/review': { version: 1, action: 'approve', discountTier: 2 },
    };
  };

  /** Well-formed bodies of the back office's calls (issues 17, 18 and 19). */
  const backOfficeSamples = (): Record<string, Json> => {
    const version = { version: 1 };
    const product = {
      title: 'Fuzzed Lotus',
      artist: 'Aanya Kapoor',
      categoryId: 1,
      description: 'A lotus pond at noon.',
      basePrice: 1499,
      mainImage: '/media/products/monsoon-reverie/main.jpg',
      year: '2024',
      style: 'Contemporary',
      orientation: 'landscape',
      availableSizes: ['18X14', '27X21'],
    };
    const post = { title: 'Fuzzed post', excerpt: 'Short.', content: '# Title', author: 'Staff', category: 'Care', tags: ['care'], featured: false, publishDate: '2026-01-01', image: '/media/blog/x.jpg', published: false };
    const settings = { shopName: 'Curated Art & Decor', contact: { email: 'hello@curatedartdecor.in', phone: '+91 98200 12345' }, socialLink: null, address: null, gst: null };
    return {
      'POST /api/admin/products': product,
      'PATCH /api/admin/products/{id}': { ...version, title: 'Fuzzed Lotus II' },
      'POST /api/admin/products/{id}/duplicate': { title: 'Fuzzed copy' },
      'POST /api/admin/products/{id}/archive': version,
      'POST /api/admin/products/{id}/restore': version,
      'POST /api/admin/price-options': { fields: { kind: 'frame', value: 'fuzz-frame', label: 'Fuzz Frame', addedPrice: 99 } },
      'POST /api/admin/price-options/preview': { id: 1, fields: { kind: 'medium', value: 'museum-grade-canvas', label: 'Museum-Grade Canvas', priceMultiplier: 1.1 } },
      'PUT /api/admin/price-options/order': { kind: 'medium', ids: [2, 1] },
      'PUT /api/admin/price-options/{kind}/{id}': { ...version, fields: { kind: 'medium', value: 'fine-art-paper', label: 'Fine Art Paper', priceMultiplier: 0.8 } },
      'PUT /api/admin/price-options/{kind}/{id}/active': { ...version, active: true },
      'PUT /api/admin/pricing-table/{size}': { ...version, mrp: 3499, discountedPrice: 3149, costPrice: 1225 },
      'PUT /api/admin/settings': { version: 0, settings },
      'PUT /api/admin/pincodes/{pincode}': { version: 1, serviceable: true, codAllowed: false, extraTransitDays: 2 },
      'PUT /api/admin/delivery-settings': { version: 1, originPincode: '400001', holidays: ['2025-12-25'] },
      'POST /api/admin/categories': { fields: { name: 'Fuzz', description: 'Fuzzed.', imageUrl: '/media/categories/x.jpg' } },
      'PUT /api/admin/categories/{id}': { ...version, fields: { name: 'Exclusive', description: 'Limited editions.', imageUrl: '/media/categories/x.jpg' } },
      'POST /api/admin/blog-posts': { fields: post },
      'PUT /api/admin/blog-posts/{id}': { ...version, fields: post },
      'POST /api/admin/orders/{orderNumber}/confirm': version,
      'POST /api/admin/orders/{orderNumber}/start-processing': version,
      'POST /api/admin/orders/{orderNumber}/ship': { ...version, carrier: 'Delhivery', trackingNumber: 'DL123456', trackingUrl: 'https://track.example.in/DL123456' },
      'POST /api/admin/orders/{orderNumber}/deliver': version,
      'POST /api/admin/orders/{orderNumber}/cancel': { ...version, reason: 'Shopper asked' },
      'POST /api/admin/orders/{orderNumber}/cash-collected': version,
      'POST /api/admin/orders/{orderNumber}/refunds/phonepe': { ...version, amount: 100, reason: 'Damaged frame' },
      'POST /api/admin/orders/{orderNumber}/refunds/cash': { ...version, amount: 100, reason: 'Damaged frame' },
      'POST /api/admin/orders/{orderNumber}/notes': { text: 'Called the shopper' },
      'POST /api/admin/orders/bulk/confirm': { orders: [{ orderNumber: pendingOrder, version: 1 }] },
      'POST /api/admin/orders/bulk/ship': { orders: [{ orderNumber: pendingOrder, version: 1, carrier: 'Delhivery', trackingNumber: 'DL1' }] },
      'POST /api/admin/orders/shipments/import': { csv: `orderNumber,carrier,trackingNumber\n${pendingOrder},Delhivery,DL1\n` },
      'POST /api/admin/staff': { email: 'fuzzed.staff@example.in', role: 'support' },
      'PATCH /api/admin/staff/{id}': { role: 'support' },
      'POST /api/admin/reviews/{id}/approve': version,
      'POST /api/admin/reviews/{id}/reject': { ...version, reason: 'Off topic' },
      'POST /api/admin/reviews/{id}/flag': { ...version, reason: 'Needs a second look' },
      'POST /api/admin/reviews/bulk-approve': { ids: [1, 2] },
      'PUT /api/admin/reviews/{id}/reply': { content: 'Thank you for your kind words!' },
      'POST /api/admin/reviews/{id}/photos/{photoId}': { ...version, status: 'rejected' },
    };
  };

  // A table's rows, or only the named columns of them: what the order events keep up to date in
  // the background (a customer's totals) may change after any earlier order that was taken.
  const fingerprinted: Array<[database: string, table: string, columns?: string]> = [
    ['order', 'orders'],
    ['customer', 'customers', 't.id, t.first_name, t.last_name, t.email, t.phone, t.address, t.city, t.state, t.pincode, t.country'],
    ['customer', 'users'],
    ['customer', 'staff_members'],
    ['wishlist', 'wishlist'],
    // What the back office edits.
    ['catalog', 'products'],
    ['catalog', 'categories'],
    ['catalog', 'blog_posts'],
    ['catalog', 'site_settings'],
    ['pricing', 'size_options'],
    ['pricing', 'medium_options'],
    ['pricing', 'frame_options'],
    ['pricing', 'pricing'],
    ['review', 'product_reviews'],
    ['review', 'review_replies'],
    ['trade', 'designers', 't.id, t.email, t.approval_status, t.discount_tier'],
    ['trade', 'designer_projects'],
    ['trade', 'designer_quotes'],
  ];
  /** Each database's table digests, in the list's order: one SELECT for each database. */
  const digestsByDatabase = new Map<string, string[]>();
  for (const [database, table, columns = 't'] of fingerprinted) {
    const digest = `(SELECT md5(coalesce(string_agg((${columns})::text, '|' ORDER BY (${columns})::text), '')) FROM ${table} t)`;
    digestsByDatabase.set(database, [...(digestsByDatabase.get(database) ?? []), digest]);
  }

  /** The rows a bad request must never touch. */
  async function fingerprint(): Promise<string> {
    // One query to each database, all at once: the check runs around every request the test sends.
    const perDatabase = await Promise.all(
      // rowMode 'array': the digests' columns all have the same name (md5).
      [...digestsByDatabase].map(async ([database, digests]) => ((await databases[database].query({ text: `SELECT ${digests.join(', ')}`, rowMode: 'array' })).rows[0] as string[]).join(' ')),
    );
    return perDatabase.join(' ');
  }

  beforeAll(async () => {
    shop = await startShop({
      // One client sends everything here: the per-client limits have tests of their own.
      gateway: {
        RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000000',
        RATE_LIMIT_DESIGNER_SIGN_IN_PER_MINUTE: '1000000',
        RATE_LIMIT_ORDERS_PER_MINUTE: '1000000',
        RATE_LIMIT_TRACKING_PER_MINUTE: '1000000',
        RATE_LIMIT_PAYMENT_CHECKS_PER_MINUTE: '1000000',
        RATE_LIMIT_CHECKOUT_DETAILS_PER_MINUTE: '1000000',
        RATE_LIMIT_WEBHOOKS_PER_MINUTE: '1000000',
        RATE_LIMIT_SEARCHES_PER_MINUTE: '1000000',
        RATE_LIMIT_REVIEWS_PER_MINUTE: '1000000',
      },
      // No background payment checks: the rows change only through the calls under test.
      order: { PAYMENT_FIRST_CHECK_MS: '600000', RECONCILE_INTERVAL_MS: '600000' },
    });
    for (const name of ['order', 'customer', 'wishlist', 'catalog', 'pricing', 'review', 'trade']) {
      databases[name] = new Client({ connectionString: shop.databases[name] });
      await databases[name].connect();
    }
    const spec = (await (await fetch(`${shop.base}/api/docs/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }>; requestBody?: unknown }>>;
    };
    operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        queryNames: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        declaresBody: op.requestBody !== undefined,
        takesBody: method !== 'get' && method !== 'delete',
      })),
    );
    session = await signIn(shop, 'fuzz@example.in');
    const owner = await ownerOf(shop);
    staff = owner.cookie;
    designer = (await approvedDesigner(shop, owner, 'fuzz-designer')).cookie;
    const started = await startCheckout(shop.base, shopper('fuzz@example.in'));
    customerId = started.customerId;
    checkout = started.headers.cookie;
    pendingOrder = orderNumber();
    const initiated = await shop.post('/api/payments/phonepe/initiate', { ...(samples()['POST /api/payments/phonepe/initiate'] as object), orderId: pendingOrder }, started.headers);
    expect(initiated.status).toBe(200);
  }, 90_000);

  afterAll(async () => {
    await Promise.all(Object.values(databases).map((db) => db.end()));
    await shop?.stop();
  });

  /** Well-formed query strings, bent like the bodies: a key dropped, a value awkward, an array, an extra key. */
  const querySamples = (): Record<string, Json> => ({
    'GET /api/products/pricing': { productName: 'Indigo Tides', productId: '3', size: '24x24', medium: 'Museum-Grade Canvas', frame: 'Black Frame', t: '1' },
    'GET /api/orders/track/{orderNumber}': { email: 'fuzz@example.in' },
    'GET /api/delivery-promise': { pincode: '110003' },
    'GET /api/admin/pincodes': { q: '1100', restricted: 'true', page: '1', limit: '20' },
  });
  const asQuery = (value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.entries(value)
          .flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((item) => `${percentEncode(k)}=${percentEncode(typeof item === 'string' ? item : (toJson(item) ?? ''))}`))
          .join('&')
      : percentEncode(String(toJson(value)));

  function request(operation: Operation): fc.Arbitrary<FuzzRequest> {
    const key = `${operation.method} ${operation.path}`;
    const sample = samples()[key];
    const querySample = querySamples()[key];
    const params = operation.path.match(/\{[^}]+\}/g) ?? [];
    const query = querySample === undefined ? queryString(operation.queryNames) : fc.oneof(queryString(operation.queryNames), mutated(querySample).map(asQuery), mutated(querySample).map(asQuery));
    return fc
      .record({
        segments: fc.tuple(...params.map(() => pathSegment)),
        query: fc.option(query, { freq: 2 }),
        body: operation.takesBody ? body(sample).map((b) => b as FuzzBody | undefined) : fc.constant(undefined),
        // The signed-in shopper's session, the guest checkout's cookie, both, forgeries of each, and noise.
        cookie: fc.oneof(
          fc.constantFrom(session, session, checkout, checkout, `${session}; ${checkout}`, 'shop_session=eyJpZCI6IngifQ.forged', 'shop_session=', `${CHECKOUT_COOKIE}=eyJjdXN0b21lcklkIjoxfQ.forged`, `${CHECKOUT_COOKIE}=`, undefined),
          // The back office's calls are fuzzed mostly as the owner, so that bad input reaches their validation.
          ...(key.includes('/api/admin/') ? [{ weight: 6, arbitrary: fc.constantFrom(staff, staff, staff, `${staff}; ${session}`, 'shop_staff=eyJzaWQiOiJ4In0.forged') }] : []),
          // The trade portal's calls, mostly as an approved designer.
          ...(key.includes('/api/designer/') ? [{ weight: 6, arbitrary: fc.constantFrom(designer, designer, designer, `${designer}; ${session}`, 'shop_designer=eyJzaWQiOiJ4In0.forged') }] : []),
          headerText.map((text) => `shop_session=${text}`),
          headerText.map((text) => `${CHECKOUT_COOKIE}=${text}`),
          headerText,
        ),
        correlationId: fc.option(headerText),
        fetchSite: fc.constantFrom('same-origin', 'same-origin', 'same-origin', 'cross-site', 'none', 'x'),
        authorization: fc.constantFrom(WEBHOOK_AUTH, WEBHOOK_AUTH, `SHA256 ${WEBHOOK_AUTH}`, 'x'.repeat(300), undefined),
      })
      .map(({ segments, query, body: sent, cookie, correlationId, fetchSite, authorization }) => {
        let i = 0;
        const path = operation.path.replace(/\{[^}]+\}/g, () => segments[i++]);
        const headers: Record<string, string> = { 'sec-fetch-site': fetchSite };
        if (cookie) headers.cookie = cookie;
        if (correlationId !== null) headers['x-correlation-id'] = correlationId;
        if (authorization && key.endsWith('/webhook')) headers.authorization = authorization;
        if (sent?.contentType) headers['content-type'] = sent.contentType;
        // The rules every write and every body is held to, whatever the rest of the request is.
        const mediaType = (sent?.contentType ?? 'text/plain').split(';')[0].trim().toLowerCase();
        const refused =
          operation.method !== 'GET' && fetchSite !== 'same-origin' && fetchSite !== 'none'
            ? `a write with Sec-Fetch-Site: ${fetchSite}`
            : sent && mediaType !== 'application/json'
              ? `a ${mediaType} body`
              : sent?.tooDeep
                ? `JSON nested deeper than ${MAX_JSON_DEPTH}`
                : undefined;
        return { method: operation.method, url: `${shop.base}${path}${query === null ? '' : `?${query}`}`, headers, body: sent?.text, refused };
      });
  }

  async function send(req: FuzzRequest): Promise<{ status: number; text: string }> {
    try {
      const res = await fetch(req.url, { method: req.method, headers: req.headers, body: req.body, signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) });
      return { status: res.status, text: await res.text() };
    } catch (error) {
      throw new Error(`${req.method} ${req.url.slice(0, 200)} got no answer: ${(error as Error).message}`);
    }
  }

  it('fuzzes every operation the OpenAPI document lists, with a sample body for each that takes one', () => {
    const keys = operations.map((o) => `${o.method} ${o.path}`);
    expect(keys).toEqual(expect.arrayContaining(['GET /api/products/{id}', 'POST /api/orders', 'POST /api/payments/phonepe/webhook', 'DELETE /api/wishlist/{productId}']));
    const withoutSample = operations.filter((o) => o.declaresBody && !(`${o.method} ${o.path}` in samples())).map((o) => `${o.method} ${o.path}`);
    expect(withoutSample).toEqual([]);
  });

  it('answers every operation with a 2xx, or a 4xx with a message; never a 5xx or a hang, and writes nothing on a 4xx', async () => {
    const statuses: string[] = [];
    for (const operation of operations) {
      const key = `${operation.method} ${operation.path}`;
      await fc.assert(
        fc.asyncProperty(request(operation), async (req) => {
          const before = await fingerprint();
          const { status, text } = await send(req);
          requestsPerOperation.set(key, (requestsPerOperation.get(key) ?? 0) + 1);
          if (process.env.FUZZ_DEBUG) statuses.push(`${key} ${status}${process.env.FUZZ_DEBUG === 'messages' ? ` ${text.slice(0, 160)}` : ''}`);
          const where = `${req.method} ${req.url.slice(0, 300)} ${req.body?.slice(0, 300) ?? ''} → ${status} ${text.slice(0, 300)}`;
          if (status >= 500) throw new Error(`server error: ${where}`);
          if (req.refused && status < 400) throw new Error(`${req.refused} was taken: ${where}`);
          if (status >= 400) {
            let message: unknown;
            try {
              message = (JSON.parse(text) as { message?: unknown }).message;
            } catch {
              message = undefined;
            }
            if (typeof message !== 'string' || message.trim() === '') throw new Error(`a ${status} without a message: ${where}`);
            if (/\n\s+at |node_modules|QueryFailedError|duplicate key|\b(SELECT|INSERT|UPDATE) /.test(message)) throw new Error(`a ${status} that leaks internals: ${where}`);
            const after = await fingerprint();
            if (after !== before) throw new Error(`a ${status} changed stored data: ${where}`);
          }
        }),
        { numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
    }
    if (process.env.FUZZ_DEBUG) console.log([...new Set(statuses)].sort().map((s) => `${s} ×${statuses.filter((x) => x === s).length}`).join('\n'));
    // Every operation the document lists was called, so a new route cannot slip past.
    expect(operations.filter((o) => (requestsPerOperation.get(`${o.method} ${o.path}`) ?? 0) < RUNS_PER_OPERATION)).toEqual([]);
  }, 240_000);
});
