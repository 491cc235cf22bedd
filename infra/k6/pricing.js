// Load test of GET /api/products/pricing: the product page asks it on every option change.
//   k6 run infra/k6/pricing.js -e BASE_URL=http://localhost:8080 -e RATE=300 -e DURATION=2m
import http from 'k6/http';
import { check } from 'k6';
import { BASE_URL, constantRate, pricingQuery, randomConfiguration, sameMoney } from './lib/config.js';

export const options = {
  scenarios: { pricing: constantRate('price') },
  thresholds: {
    http_req_failed: ['rate<0.001'],
    'http_req_duration{name:pricing}': ['p(95)<50', 'p(99)<100'],
    checks: ['rate>0.999'],
  },
};

export function price() {
  const c = randomConfiguration();
  const res = http.get(`${BASE_URL}/api/products/pricing?${pricingQuery(c)}`, { tags: { name: 'pricing' } });
  const body = res.status === 200 ? res.json() : {};
  check(res, {
    'status is 200': (r) => r.status === 200,
    'mrp follows the price rule': () => body.mrp === c.mrp,
    'discounted price is 90% of MRP': () => body.discountedPrice === c.discounted,
    'GST is 18% of the discounted price': () => sameMoney(body.gst, c.discounted * 0.18),
    'final price is discounted + GST': () => sameMoney(body.finalPrice, c.discounted * 1.18),
  });
}
