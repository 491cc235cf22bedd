// The shoppers of the chaos run: each places orders one after another through the gateway, as
// the SPA would: cash on delivery, or PhonePe (initiate, the pay page at the simulator, and
// maybe back to the shop to confirm). A request that gets no answer, a 5xx, 408 or 429 is sent
// again with the same order number, until the shop answers or the run's time is up.
import { checkoutCookieOf } from '../dev/checkout-cookie.mjs';
import core from './chaos-core.cjs';

const { createRandom, isRetryable, orderNumberOf, planOrder, retryDelayMs } = core;

/** The client's own limit on one request; the gateway's are shorter. */
const REQUEST_TIMEOUT_MS = 20_000;

const ADDRESS = {
  shippingAddress: '14 Lodhi Estate',
  shippingCity: 'New Delhi',
  shippingState: 'Delhi',
  shippingPincode: '110003',
  shippingCountry: 'India',
};

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Each order comes from a client of its own: an address in a /64 network of its own (the rate
 * limits count an IPv6 client by its /64) under the documentation prefix 2001:db8::/32, in
 * X-Forwarded-For, which the gateway trusts from loopback. Hundreds of shoppers, not one client
 * tripping the per-client limits. Nothing is ever sent to these addresses.
 */
export const clientAddress = (index) => {
  const network = index + 1;
  return `2001:db8:${((network >>> 16) & 0xffff).toString(16)}:${(network & 0xffff).toString(16)}::1`;
};

/**
 * One HTTP request; `status` is null when no answer came (refused, reset, timed out). `cookie`
 * is sent as the Cookie header: the shop's checkout cookie, as the shopper's browser keeps it.
 */
async function send(method, url, { json, form, address, cookie }) {
  const headers = { 'x-forwarded-for': address };
  if (cookie) headers.cookie = cookie;
  let body;
  if (json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(form).toString();
  }
  try {
    const response = await fetch(url, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const text = await response.text();
    let parsed = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: a page, or nothing.
    }
    return { status: response.status, json: parsed, text, checkoutCookie: checkoutCookieOf(response) };
  } catch (error) {
    return { status: null, error: error.cause?.code ?? error.name ?? String(error) };
  }
}

/**
 * Creates the shoppers' customers (before anything is killed) and answers `run()`, which
 * resolves when every shopper has finished its last order.
 *
 * @param {object} options
 * @param {string} options.url  the gateway
 * @param {string} options.runId
 * @param {number} options.seed
 * @param {number} options.shoppers
 * @param {object} options.stats  shared counters, filled in here (see run.mjs)
 * @param {() => boolean} options.shouldStop  start no new order once true
 * @param {() => number} options.giveUpAt  epoch ms after which a failing request is not sent again
 */
export async function prepareShoppers({ url, runId, seed, shoppers, stats, shouldStop, giveUpAt }) {
  const customers = [];
  for (let index = 0; index < shoppers; index += 1) {
    const email = `chaos.${runId.toLowerCase()}.${index}@example.in`;
    const answer = await send('POST', `${url}/api/customers`, {
      address: clientAddress(1_000_000 + index),
      json: {
        firstName: 'Chaos',
        lastName: `Shopper ${index + 1}`,
        email,
        phone: '+91 98765 43210',
        address: ADDRESS.shippingAddress,
        city: ADDRESS.shippingCity,
        state: ADDRESS.shippingState,
        pincode: ADDRESS.shippingPincode,
        country: 'India',
      },
    });
    if (answer.status !== 200 && answer.status !== 201) {
      throw new Error(`POST /api/customers answered ${answer.status ?? answer.error}: ${answer.text ?? ''}`);
    }
    // The shopper's browser keeps the checkout cookie and sends it with every order and payment.
    if (!answer.checkoutCookie) throw new Error('POST /api/customers set no checkout cookie (shop_checkout)');
    customers.push({ id: answer.json.id, email, cookie: answer.checkoutCookie });
  }

  /** Sends until the answer is final, or the run's time is up (then the last answer, marked). */
  async function persist(random, request, { retryWhen = () => false } = {}) {
    for (let attempt = 0; ; attempt += 1) {
      const answer = await request();
      if (!isRetryable(answer.status) && !retryWhen(answer)) return answer;
      if (Date.now() >= giveUpAt()) return { ...answer, gaveUp: true };
      stats.retries += 1;
      const reason = answer.status === 200 ? 'not started' : String(answer.status ?? answer.error);
      stats.retryReasons[reason] = (stats.retryReasons[reason] ?? 0) + 1;
      await sleep(retryDelayMs(attempt, random));
    }
  }

  const describe = (answer) => `${answer.status ?? answer.error}${answer.json?.message ? ` ${answer.json.message}` : ''}`;

  async function placeCashOnDelivery(plan, number, customer, address, random) {
    const answer = await persist(random, () =>
      send('POST', `${url}/api/orders`, {
        address,
        cookie: customer.cookie,
        json: { customerId: customer.id, orderNumber: number, paymentMethod: 'cod', ...ADDRESS, items: items(plan) },
      }),
    );
    if (answer.status === 200) return placed(number, 'cod');
    noteFailure(number, answer);
  }

  async function placeWithPhonePe(plan, number, customer, address, random) {
    const answer = await persist(
      random,
      () =>
        send('POST', `${url}/api/payments/phonepe/initiate`, {
          address,
          cookie: customer.cookie,
          json: {
            orderId: number,
            amount: 1,
            customerEmail: customer.email,
            customerPhone: '9876543210',
            paymentMethod: 'phonepe',
            customerId: customer.id,
            ...ADDRESS,
            items: items(plan),
          },
        }),
      // "The payment could not be started. Please try again.": the shopper presses Pay again.
      { retryWhen: (reply) => reply.status === 200 && reply.json?.success === false && !/already/.test(reply.json.error ?? '') },
    );
    if (answer.gaveUp || answer.status !== 200) return noteFailure(number, answer);
    placed(number, 'phonepe');
    if (!answer.json.success) return; // already paid or closed: placed by an earlier attempt

    // At PhonePe's pay page (the simulator is never killed).
    const payPage = answer.json.redirectUrl;
    await send('GET', payPage, { address });
    const action = { pay: 'pay', decline: 'decline', abandon: random.chance(0.5) ? 'pending' : null }[plan.outcome];
    if (action) {
      const pressed = await send('POST', payPage, { address, form: { action } });
      if (pressed.status !== 303) stats.notes.push(`${number}: the pay page answered ${describe(pressed)} to ${action}`);
    }
    stats.payments[plan.outcome] += 1;
    if (!plan.returns) return;

    // Back at the shop's payment page, which asks the shop to confirm.
    const confirmed = await persist(random, () => send('POST', `${url}/api/payments/phonepe/confirm`, { address, cookie: customer.cookie, json: { orderNumber: number } }));
    if (confirmed.status === 200) stats.confirmed[confirmed.json.paymentStatus] = (stats.confirmed[confirmed.json.paymentStatus] ?? 0) + 1;
    else stats.notes.push(`${number}: confirming answered ${describe(confirmed)}`);
  }

  function placed(number, method) {
    if (stats.placed.has(number)) return;
    stats.placed.set(number, method);
    stats.byMethod[method] += 1;
    if (stats.recovering) {
      const { target, since } = stats.recovering;
      (stats.recoveryMs[target] ??= []).push(Date.now() - since);
      stats.recovering = null;
    }
  }

  function noteFailure(number, answer) {
    if (answer.gaveUp) stats.gaveUp.push(`${number}: ${describe(answer)}`);
    else stats.refused.push(`${number}: ${describe(answer)}`);
  }

  async function shop(shopperIndex) {
    const customer = customers[shopperIndex];
    const random = createRandom((seed + 7919 * (shopperIndex + 1)) >>> 0);
    while (!shouldStop()) {
      const index = stats.nextIndex;
      stats.nextIndex += 1;
      const plan = planOrder(seed, index);
      const number = orderNumberOf(runId, index);
      const address = clientAddress(index);
      stats.inFlight += 1;
      try {
        if (plan.method === 'cod') await placeCashOnDelivery(plan, number, customer, address, random);
        else await placeWithPhonePe(plan, number, customer, address, random);
      } finally {
        stats.inFlight -= 1;
      }
      // Between two orders a shopper browses a little.
      await sleep(random.between(300, 1500));
    }
  }

  return {
    customers,
    run: () => Promise.all(customers.map((_, index) => shop(index))),
  };
}

function items(plan) {
  return plan.lines.map(({ productId, productTitle, quantity, size, medium, framing }) => ({
    productId,
    productTitle,
    quantity,
    size,
    medium,
    framing,
    // What the browser believed; the shop charges its own prices.
    unitPrice: 1,
  }));
}
