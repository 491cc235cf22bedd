// Load test of POST /api/cart/dynamic-summary: the cart page asks it on every change.
//   k6 run infra/k6/cart-summary.js -e BASE_URL=http://localhost:8080 -e RATE=200 -e DURATION=2m -e LINES=3
import http from 'k6/http';
import { check } from 'k6';
import { BASE_URL, constantRate, randomConfiguration, sameMoney, summaryItems } from './lib/config.js';

const LINES = Number(__ENV.LINES || 3);

export const options = {
  scenarios: { cartSummary: constantRate('summarize') },
  thresholds: {
    http_req_failed: ['rate<0.001'],
    'http_req_duration{name:cart-summary}': ['p(95)<60', 'p(99)<120'],
    checks: ['rate>0.999'],
  },
};

export function summarize() {
  const lines = Array.from({ length: LINES }, () => ({ ...randomConfiguration(), quantity: 1 + Math.floor(Math.random() * 3) }));
  // A browser could send anything as the price; the server must ignore it.
  const items = summaryItems(lines).map((item) => ({ ...item, price: 1 }));
  const res = http.post(`${BASE_URL}/api/cart/dynamic-summary`, JSON.stringify({ items }), {
    headers: { 'Content-Type': 'application/json' },
    tags: { name: 'cart-summary' },
  });
  const body = res.status === 200 ? res.json() : {};
  const summary = body.summary || {};
  const base = lines.reduce((sum, l) => sum + l.mrp * l.quantity, 0);
  const subtotal = lines.reduce((sum, l) => sum + l.discounted * l.quantity, 0);
  check(res, {
    'status is 200': (r) => r.status === 200,
    'success is true': () => body.success === true,
    'base price is the sum of MRPs': () => summary.basePrice === base,
    'subtotal is the sum of discounted prices': () => summary.subtotal === subtotal,
    'discount is base minus subtotal': () => summary.discountAmount === base - subtotal,
    'GST is 18% of the subtotal': () => sameMoney(summary.gstAmount, subtotal * 0.18),
    'total is subtotal + GST': () => sameMoney(summary.total, subtotal * 1.18),
  });
}
