// A sale's traffic, shopper by shopper: browse 10 : configure 4 : add to cart 2 : checkout 1.
// Each journey is a scenario at its own constant arrival rate, so the mix holds however the
// shop copes, and each has its own thresholds.
//   k6 run infra/k6/shopping-mix.js -e BASE_URL=http://localhost:8080 -e RATE=170 -e DURATION=5m
// RATE is journeys per second for the whole mix (170 → browse 100/s, configure 40/s,
// cart 20/s, checkout 10/s). Checkouts place real cash-on-delivery orders: point it at a
// shop whose order and checkout-details rate limits (RATE_LIMIT_ORDERS_PER_MINUTE,
// RATE_LIMIT_CHECKOUT_DETAILS_PER_MINUTE) allow the load generator's address.
import http from 'k6/http';
import { check, group } from 'k6';
import { BASE_URL, DURATION, MAX_VUS, PRE_ALLOCATED_VUS, RATE, pick, pricingQuery, randomConfiguration, sameMoney, summaryItems } from './lib/config.js';

const WEIGHTS = { browse: 10, configure: 4, addToCart: 2, checkout: 1 };
const TOTAL_WEIGHT = Object.values(WEIGHTS).reduce((sum, weight) => sum + weight, 0);
const json = { headers: { 'Content-Type': 'application/json' } };

function journey(exec) {
  return {
    executor: 'constant-arrival-rate',
    exec,
    rate: Math.max(1, Math.round((RATE * WEIGHTS[exec]) / TOTAL_WEIGHT)),
    timeUnit: '1s',
    duration: DURATION,
    preAllocatedVUs: Math.max(1, Math.round((PRE_ALLOCATED_VUS * WEIGHTS[exec]) / TOTAL_WEIGHT)),
    maxVUs: Math.max(2, Math.round((MAX_VUS * WEIGHTS[exec]) / TOTAL_WEIGHT)),
  };
}

export const options = {
  scenarios: {
    browse: journey('browse'),
    configure: journey('configure'),
    addToCart: journey('addToCart'),
    checkout: journey('checkout'),
  },
  thresholds: {
    http_req_failed: ['rate<0.001'],
    checks: ['rate>0.999'],
    'http_req_duration{scenario:browse}': ['p(95)<150', 'p(99)<300'],
    'http_req_duration{scenario:configure}': ['p(95)<60', 'p(99)<120'],
    'http_req_duration{scenario:addToCart}': ['p(95)<80', 'p(99)<150'],
    'http_req_duration{scenario:checkout}': ['p(95)<250', 'p(99)<500'],
  },
};

const ok = (res) => res.status === 200;

/** Home, a collection, a product and its related prints, as the SPA asks for them. */
export function browse() {
  group('browse', () => {
    const categories = http.get(`${BASE_URL}/api/categories`, { tags: { name: 'categories' } });
    const products = http.get(`${BASE_URL}/api/products`, { tags: { name: 'products' } });
    check(categories, { 'categories answered': ok });
    check(products, { 'products answered': ok, 'products listed': (r) => ok(r) && r.json().length > 0 });
    if (!ok(products)) return;
    const product = pick(products.json());
    const one = http.get(`${BASE_URL}/api/products/${product.id}`, { tags: { name: 'product' } });
    const related = http.get(`${BASE_URL}/api/products/${product.id}/related`, { tags: { name: 'related' } });
    check(one, { 'product answered': ok, 'the product asked for': (r) => ok(r) && r.json().id === product.id });
    check(related, { 'related answered': ok });
  });
}

function priceOf(c) {
  return http.get(`${BASE_URL}/api/products/pricing?${pricingQuery(c)}`, { tags: { name: 'pricing' } });
}

/** The configurator: three option changes, each priced live. */
export function configure() {
  group('configure', () => {
    for (let i = 0; i < 3; i += 1) {
      const c = randomConfiguration();
      const res = priceOf(c);
      check(res, {
        'price answered': ok,
        'price follows the rule': (r) => ok(r) && r.json().mrp === c.mrp && r.json().discountedPrice === c.discounted,
      });
    }
  });
}

function cartLines(count) {
  return Array.from({ length: count }, () => ({ ...randomConfiguration(), quantity: 1 + Math.floor(Math.random() * 2) }));
}

function summarize(lines) {
  return http.post(`${BASE_URL}/api/cart/dynamic-summary`, JSON.stringify({ items: summaryItems(lines) }), { ...json, tags: { name: 'cart-summary' } });
}

function summaryChecks(lines) {
  const subtotal = lines.reduce((sum, l) => sum + l.discounted * l.quantity, 0);
  return {
    'summary answered': ok,
    'total is subtotal + GST': (r) => ok(r) && sameMoney(r.json().summary.total, subtotal * 1.18),
  };
}

/** Price the chosen print, then the cart summary with it and what was already there. */
export function addToCart() {
  group('add to cart', () => {
    const lines = cartLines(1 + Math.floor(Math.random() * 3));
    check(priceOf(lines[0]), { 'price answered': ok });
    check(summarize(lines), summaryChecks(lines));
  });
}

/** The checkout page: summary, the shopper's details, a cash-on-delivery order. */
export function checkout() {
  group('checkout', () => {
    const lines = cartLines(2);
    check(summarize(lines), summaryChecks(lines));
    const shopper = {
      firstName: 'Load',
      lastName: 'Tester',
      email: `k6.${__VU}.${__ITER}@example.in`,
      phone: '+91 98765 43210',
      address: '14 Lodhi Estate',
      city: 'New Delhi',
      state: 'Delhi',
      pincode: '110003',
      country: 'India',
    };
    // The answer sets the checkout cookie (shop_checkout) that lets this shopper place the order.
    // Like a browser, the VU's cookie jar keeps it and sends it with the order below (k6 resets
    // the jar between iterations, so each checkout sends its own).
    const customer = http.post(`${BASE_URL}/api/customers`, JSON.stringify(shopper), { ...json, tags: { name: 'customer' } });
    if (!check(customer, { 'customer saved': ok, 'checkout cookie set': (r) => (r.cookies.shop_checkout || []).some((c) => c.value !== '') })) return;
    const orderNumber = `ORD-K6-${Date.now()}-${__VU}-${__ITER}`;
    const order = http.post(
      `${BASE_URL}/api/orders`,
      JSON.stringify({
        customerId: customer.json().id,
        orderNumber,
        shippingAddress: shopper.address,
        shippingCity: shopper.city,
        shippingState: shopper.state,
        shippingPincode: shopper.pincode,
        paymentMethod: 'cod',
        items: lines.map((l) => ({
          productId: l.artwork.id,
          productTitle: l.artwork.title,
          quantity: l.quantity,
          size: l.size.toLowerCase(),
          medium: l.medium,
          framing: l.frame,
        })),
      }),
      { ...json, tags: { name: 'place-order' } },
    );
    check(order, {
      'order placed': ok,
      'order stored under its number': (r) => ok(r) && r.json().orderNumber === orderNumber,
    });
  });
}
