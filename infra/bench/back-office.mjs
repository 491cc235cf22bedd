// The orders back office at scale (issue 17): 100,000 generated orders in the bench shop's order
// database, a staff member signed in through the sandbox's Google redirect flow, then the order
// list under load, the CSV export of every order (time and the exporting processes' memory), and
// how long a staff action takes to become the shopper's email.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { percentile } from './load.mjs';

const require = createRequire(import.meta.url);

/** Fills the order database up to `orders` generated orders with the order service's own seeder. */
export async function seedBenchOrders({ databaseUrl, orders, log }) {
  const { seedOrders } = require('../../services/order/dist/seed/seed-orders.js');
  const { elapsedMs } = await seedOrders({ databaseUrl, orders, log: () => undefined });
  log(`Orders: ${orders} generated in ${(elapsedMs / 1000).toFixed(1)} s`);
}

const cookieOf = (response, name) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .find((pair) => pair.startsWith(`${name}=`) && pair.length > name.length + 1);

/**
 * Signs a staff member in as a browser does (gateway/test/support/staff.ts): the gateway sends it
 * to the sandbox's consent page with a state cookie, the consent (this email) sends it back with
 * a code, the callback exchanges it. Answers the `shop_staff=…` cookie.
 */
export async function signInStaff(url, email) {
  const start = await fetch(`${url}/api/admin/auth/google`, { redirect: 'manual' });
  const loginCookie = cookieOf(start, 'shop_staff_login');
  if (start.status !== 303 || !loginCookie) throw new Error(`GET /api/admin/auth/google answered ${start.status}: ${await start.text()}`);
  const consent = new URL(start.headers.get('location') ?? '');
  const form = new URLSearchParams(consent.searchParams);
  form.set('account', 'other');
  form.set('email', email);
  const chosen = await fetch(`${consent.origin}${consent.pathname}`, { method: 'POST', body: form, redirect: 'manual' });
  if (chosen.status !== 303) throw new Error(`the sandbox's consent answered ${chosen.status}: ${await chosen.text()}`);
  const callback = new URL(chosen.headers.get('location') ?? '');
  const back = await fetch(`${url}${callback.pathname}${callback.search}`, { headers: { cookie: loginCookie }, redirect: 'manual' });
  const staffCookie = cookieOf(back, 'shop_staff');
  if (back.status !== 303 || !staffCookie) throw new Error(`staff sign-in as ${email} answered ${back.status} to ${back.headers.get('location')} (is ${email} the shop's STAFF_OWNER_EMAIL?)`);
  return staffCookie;
}

/** Values of the seeder's i-th order (services/order/src/seed/seed-orders.ts computes them the same way). */
const seeded = (i) => ({
  number: `ORD-SEED-${String(i).padStart(7, '0')}`,
  email: `shopper${i % 5000}@example.in`,
  phone: `98${String((i * 7919) % 100_000_000).padStart(8, '0')}`,
  pincode: String(110001 + ((i * 37) % 800000)).padStart(6, '0'),
});

const day = (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/**
 * The order list as staff use it, in rotation: every filter, every kind of search (an order
 * number, an email, a phone number, a PIN code, part of a number), sorts and deep pages.
 */
export function orderListRequests({ cookie, orders }) {
  const headers = { cookie, 'sec-fetch-site': 'same-origin' };
  const queries = [
    'status=pending',
    'status=shipped&sort=oldest',
    'paymentStatus=paid&sort=total-high',
    'paymentStatus=pending&paymentMethod=cod',
    'paymentMethod=phonepe&page=40',
    `from=${day(30)}&to=${day(0)}`,
    `from=${day(200)}&to=${day(170)}&status=delivered`,
    'page=200&limit=50',
    'q=ORD-SEED-00',
  ];
  for (let k = 1; k <= 8; k += 1) {
    const i = 1 + Math.floor((orders * k) / 9);
    const order = seeded(i);
    queries.push(`q=${order.number}`, `q=${encodeURIComponent(order.email)}`, `q=${order.phone}`, `q=${order.pincode}`);
  }
  return queries.map((query) => ({ path: `/api/admin/orders?${query}`, headers }));
}

/** A process's resident memory now, in MiB (Linux: /proc/<pid>/status). */
function residentMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? NaN) / 1024;
}

/**
 * The CSV export of every order, read as fast as the client can: seconds, rows, and the peak
 * resident memory of each named process (sampled every 50 ms while it streams).
 */
export async function measureExport({ url, cookie, processes }) {
  const peaks = Object.fromEntries(Object.keys(processes).map((name) => [name, 0]));
  const before = {};
  for (const [name, pid] of Object.entries(processes)) before[name] = residentMiB(pid);
  const sample = () => {
    for (const [name, pid] of Object.entries(processes)) peaks[name] = Math.max(peaks[name], residentMiB(pid));
  };
  sample();
  const sampler = setInterval(sample, 50);
  const started = performance.now();
  let rows = -1;
  let bytes = 0;
  try {
    const response = await fetch(`${url}/api/admin/orders/export`, { headers: { cookie, 'sec-fetch-site': 'same-origin' } });
    if (response.status !== 200) throw new Error(`GET /api/admin/orders/export answered ${response.status}: ${await response.text()}`);
    for await (const chunk of response.body) {
      bytes += chunk.length;
      // Every line ends CRLF (an order's fields hold no line break): a row per CRLF, less the header.
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) rows += 1;
    }
  } finally {
    clearInterval(sampler);
  }
  sample();
  const round = (value) => Math.round(value);
  return {
    seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    rows,
    megabytes: Number((bytes / 2 ** 20).toFixed(1)),
    memory: Object.fromEntries(Object.keys(processes).map((name) => [name, { before: round(before[name]), peak: round(peaks[name]) }])),
  };
}

/**
 * A staff action to the shopper's email: `count` new COD orders placed by the bench shopper, each
 * confirmed by the staff member (one every `spacingMs`), and the time from each confirmation being
 * sent to its "We have confirmed your order" email arriving (the email may arrive before the
 * answer does, so the clock starts with the request).
 */
export async function measureActionToEmail({ url, cookie, customerId, checkoutCookie, runId, emails, count = 30, spacingMs = 200, log }) {
  const staff = { cookie, 'sec-fetch-site': 'same-origin' };
  const numbers = Array.from({ length: count }, (_, n) => `ORD-STAFF-${runId}-${n + 1}`);
  for (const number of numbers) {
    const placed = await fetch(`${url}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: checkoutCookie },
      body: JSON.stringify({
        customerId,
        orderNumber: number,
        shippingAddress: '14 Lodhi Estate',
        shippingCity: 'New Delhi',
        shippingState: 'Delhi',
        shippingPincode: '110003',
        paymentMethod: 'cod',
        items: [{ productId: 1, productTitle: 'Monsoon Reverie', quantity: 1, size: '18x14', medium: 'Fine Art Paper', framing: 'No Frame' }],
      }),
    });
    if (placed.status !== 200) throw new Error(`placing ${number} answered ${placed.status}: ${await placed.text()}`);
  }
  const sentAt = new Map();
  for (const number of numbers) {
    const order = await (await fetch(`${url}/api/admin/orders/${number}`, { headers: staff })).json();
    sentAt.set(number, Date.now());
    const confirmed = await fetch(`${url}/api/admin/orders/${number}/confirm`, {
      method: 'POST',
      headers: { ...staff, 'content-type': 'application/json' },
      body: JSON.stringify({ version: order.version }),
    });
    if (confirmed.status !== 200) throw new Error(`confirming ${number} answered ${confirmed.status}: ${await confirmed.text()}`);
    await new Promise((resolve) => setTimeout(resolve, spacingMs));
  }
  const deadline = Date.now() + 60_000;
  let delays = [];
  let duplicates = 0;
  for (;;) {
    const received = new Map();
    for (const email of await emails()) {
      const number = /^We have confirmed your order (ORD-STAFF-\S+)$/.exec(email.subject)?.[1];
      if (number && sentAt.has(number)) received.set(number, [...(received.get(number) ?? []), email.receivedAt]);
    }
    delays = [...received].map(([number, times]) => Math.min(...times) - sentAt.get(number)).sort((a, b) => a - b);
    duplicates = [...received.values()].reduce((sum, times) => sum + times.length - 1, 0);
    if (received.size === numbers.length || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const seconds = (ms) => (ms === null || ms === undefined ? null : Number((ms / 1000).toFixed(2)));
  log(`  ${delays.length} of ${count} confirmation emails arrived`);
  return { actions: count, emailed: delays.length, duplicateEmails: duplicates, p50: seconds(percentile(delays, 50)), p95: seconds(percentile(delays, 95)), max: seconds(delays.at(-1)) };
}
