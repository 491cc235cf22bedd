'use strict';
// The pure decisions of the chaos run: its options, its seeded randomness, what each order and
// each kill does, and the verdict over what the shop stored, mailed and charged. No I/O here.
// CommonJS (unlike run.mjs) so jest can unit-test it, as infra/dev/stack-core.cjs.

const { parseArgs } = require('node:util');

/** What `npm run chaos` kills: the order service, the notification worker, the gateway and NATS. */
const TARGETS = ['order', 'notification', 'gateway', 'nats'];

const USAGE = `Usage: npm run chaos -- [options]
  --orders N      place at least N orders (default 500)
  --kills N       kill a process at least N times while they are placed (default 24)
  --shoppers N    shoppers placing orders at the same time (default 6)
  --duration S    hard limit on the whole run in seconds, start and clean-up included (default 900)
  --settle S      after the last order, wait at most S seconds for emails and payments (default 150)
  --quiet S       judge no sooner than S seconds after the last restart, so a late email is
                  still seen (a killed worker's job runs again within 60 s) (default 65)
  --seed N        seed of the random choices: the order mix and the kills (default: from the clock)
  --help`;

const DEFAULTS = { orders: 500, kills: 24, shoppers: 6, duration: 900, settle: 150, quiet: 65 };

/**
 * The options from the command line (`process.argv.slice(2)`). Throws a message naming the
 * bad option; answers `{ help: true }` for --help.
 */
function parseOptions(argv, { now = Date.now } = {}) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        orders: { type: 'string' },
        kills: { type: 'string' },
        shoppers: { type: 'string' },
        duration: { type: 'string' },
        settle: { type: 'string' },
        quiet: { type: 'string' },
        seed: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new Error(`${error.message}\n\n${USAGE}`);
  }
  if (values.help) return { help: true };

  const whole = (name, min) => {
    const raw = values[name];
    if (raw === undefined) return DEFAULTS[name];
    if (!/^\d+$/.test(raw) || Number(raw) < min) throw new Error(`--${name} must be a whole number of at least ${min}, not "${raw}"`);
    return Number(raw);
  };
  const options = {
    help: false,
    orders: whole('orders', 1),
    kills: whole('kills', 0),
    shoppers: whole('shoppers', 1),
    duration: whole('duration', 30),
    settle: whole('settle', 5),
    quiet: whole('quiet', 0),
    seed: values.seed === undefined ? now() % 2 ** 31 : whole('seed', 0),
  };
  if (options.seed >= 2 ** 32) throw new Error(`--seed must be below ${2 ** 32}, not "${values.seed}"`);
  if (options.settle + 20 >= options.duration) {
    throw new Error(`--duration (${options.duration} s) must leave time beyond --settle (${options.settle} s) to start the shop and place orders`);
  }
  return options;
}

/** mulberry32: a small seeded generator of floats in [0, 1); the same seed gives the same sequence. */
function createRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** A float in [min, max). */
    between: (min, max) => min + (max - min) * next(),
    /** One element of a list. */
    pick: (list) => list[Math.floor(next() * list.length)],
    /** True with probability p. */
    chance: (p) => next() < p,
  };
}

/** Lines the shoppers buy: configurations the catalog and pricing accept (as in the checkout tests). */
const LINES = [
  { productId: 1, productTitle: 'Monsoon Reverie', size: '18x14', medium: 'Fine Art Paper', framing: 'No Frame' },
  { productId: 4, productTitle: 'Marigold Geometry', size: '18x14', medium: 'Museum-Grade Canvas', framing: 'No Frame' },
  { productId: 8, productTitle: 'Royal Peacock Durbar', size: '48x48', medium: 'Museum-Grade Canvas', framing: 'Metal (Champagne Gold)' },
];

/**
 * What one order does, from the run's seed and the order's index alone, so the mix is the same
 * for a seed however the shoppers interleave. Half cash on delivery; PhonePe payments are paid,
 * declined or abandoned at the pay page, and the shopper comes back to the shop or closes the tab
 * (then only the webhook or reconciliation tells the shop).
 */
function planOrder(seed, index) {
  const random = createRandom((seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0);
  const method = random.chance(0.5) ? 'cod' : 'phonepe';
  const roll = random.next();
  const outcome = method === 'cod' ? null : roll < 0.6 ? 'pay' : roll < 0.85 ? 'decline' : 'abandon';
  const lines = [random.pick(LINES), ...(random.chance(0.3) ? [random.pick(LINES)] : [])].map((line) => ({
    ...line,
    quantity: 1 + Math.floor(random.next() * 3),
  }));
  return { index, method, outcome, returns: outcome !== null && outcome !== 'abandon' && random.chance(0.7), lines };
}

/** `ORD-CHAOS-<run>-<index>`: the orders of one run, found again in the database and the subjects. */
function orderNumberOf(runId, index) {
  return `ORD-CHAOS-${runId}-${index}`;
}

/** The next kill: which target, SIGKILL (a crash) three times in four or SIGTERM, and how long it stays down. */
function planKill(random, { targets = TARGETS } = {}) {
  return {
    target: random.pick(targets),
    signal: random.chance(0.75) ? 'SIGKILL' : 'SIGTERM',
    downMs: Math.round(random.between(300, 3000)),
  };
}

const CONFIRMATION = /^Your order (ORD-[A-Z0-9-]+) is confirmed$/;
const RECEIPT = /^Payment received for order (ORD-[A-Z0-9-]+)$/;
const paise = (rupees) => Math.round(Number(rupees) * 100);

/**
 * The verdict over one run.
 *
 * @param {object} input
 * @param {Iterable<string>} input.answered  order numbers the shop answered as placed (2xx)
 * @param {Array<{orderNumber: string, paymentMethod: string, paymentStatus: string, totalAmount: number|string}>} input.stored
 *   the run's rows in the order database (a number twice would be a duplicate order)
 * @param {Array<{subject: string, messageId?: string, time?: string}>} input.emails  every email the mail sink received
 * @param {Map<string, {state: string, amount: number} | null>} input.phonePe  PhonePe's (the
 *   simulator's) view of each stored PhonePe order; null when PhonePe never heard of it
 *
 * - lost: answered but not stored, plus every extra row of a number stored more than once;
 * - emails: a cash-on-delivery order, and a PhonePe order once paid, get one confirmation; a
 *   paid order one payment receipt. duplicateEmails counts the extra ones, missingEmails the
 *   absent ones, unexpectedEmails those for an order that should have none (a failed payment);
 *   resentEmails the deliveries of an email again under its own Message-ID (reported apart:
 *   SMTP cannot be told "exactly once", see services/notification);
 * - wrongPayments: paid without PhonePe saying COMPLETED for the order's own amount, failed
 *   although PhonePe says COMPLETED, or a cash-on-delivery order not pending;
 * - unsettledPayments: PhonePe settled (COMPLETED or FAILED) but the order is still pending.
 */
function judge({ answered, stored, emails, phonePe }) {
  const rows = new Map();
  let storedTwice = 0;
  for (const row of stored) {
    if (rows.has(row.orderNumber)) storedTwice += 1;
    else rows.set(row.orderNumber, row);
  }
  const notStored = [...new Set(answered)].filter((number) => !rows.has(number));

  // Per order and kind, the Message-IDs received and how often: the worker gives each event's
  // email a Message-ID of its own, so the same Message-ID twice is one email sent again (after a
  // crash between the SMTP server accepting it and the worker noting it), which mail providers
  // and clients show once; another Message-ID is another email.
  const received = new Map();
  let unnamed = 0;
  const count = (number, kind, { messageId, time }) => {
    const entry = received.get(number) ?? { confirmation: new Map(), receipt: new Map() };
    const id = messageId || `unnamed-${(unnamed += 1)}`;
    entry[kind].set(id, [...(entry[kind].get(id) ?? []), time ?? '?']);
    received.set(number, entry);
  };
  for (const email of emails) {
    const confirmation = CONFIRMATION.exec(email.subject ?? '');
    const receipt = RECEIPT.exec(email.subject ?? '');
    if (confirmation) count(confirmation[1], 'confirmation', email);
    else if (receipt) count(receipt[1], 'receipt', email);
  }

  const problems = { duplicateEmails: [], missingEmails: [], unexpectedEmails: [], resentEmails: [], wrongPayments: [], unsettledPayments: [] };
  const totals = { duplicateEmails: 0, missingEmails: 0, unexpectedEmails: 0, resentEmails: 0 };
  const compare = (number, kind, expected, messages) => {
    const got = messages.size;
    for (const times of messages.values()) {
      if (times.length < 2) continue;
      totals.resentEmails += times.length - 1;
      problems.resentEmails.push(`${number}: ${kind} sent ${times.length} times with one Message-ID (${times.join(', ')})`);
    }
    if (expected > 0 && got > expected) {
      totals.duplicateEmails += got - expected;
      problems.duplicateEmails.push(`${number}: ${got} × ${kind}`);
    } else if (got < expected) {
      totals.missingEmails += expected - got;
      problems.missingEmails.push(`${number}: no ${kind}`);
    } else if (expected === 0 && got > 0) {
      totals.unexpectedEmails += got;
      problems.unexpectedEmails.push(`${number}: ${got} × ${kind}`);
    }
  };

  const paymentStatuses = {};
  for (const [number, row] of rows) {
    paymentStatuses[`${row.paymentMethod}:${row.paymentStatus}`] = (paymentStatuses[`${row.paymentMethod}:${row.paymentStatus}`] ?? 0) + 1;
    const paid = row.paymentStatus === 'paid';
    const got = received.get(number) ?? { confirmation: new Map(), receipt: new Map() };
    const expectConfirmation = row.paymentMethod === 'cod' || paid ? 1 : 0;
    compare(number, 'confirmation', expectConfirmation, got.confirmation);
    compare(number, 'payment receipt', paid ? 1 : 0, got.receipt);

    if (row.paymentMethod === 'cod') {
      if (row.paymentStatus !== 'pending') problems.wrongPayments.push(`${number}: cash on delivery marked ${row.paymentStatus}`);
      continue;
    }
    const atPhonePe = phonePe.get(number) ?? null;
    const completed = atPhonePe?.state === 'COMPLETED';
    if (paid && !(completed && atPhonePe.amount === paise(row.totalAmount))) {
      const seen = atPhonePe ? `${atPhonePe.state} for ${atPhonePe.amount} paise` : 'no payment at PhonePe';
      problems.wrongPayments.push(`${number}: paid (${paise(row.totalAmount)} paise), PhonePe says ${seen}`);
    } else if (row.paymentStatus === 'failed' && completed) {
      problems.wrongPayments.push(`${number}: failed, but PhonePe says COMPLETED`);
    } else if (row.paymentStatus === 'pending' && atPhonePe && atPhonePe.state !== 'PENDING') {
      problems.unsettledPayments.push(`${number}: still pending, PhonePe says ${atPhonePe.state}`);
    }
  }
  // Emails for orders that were never stored at all.
  for (const [number, got] of received) {
    if (rows.has(number)) continue;
    const total = got.confirmation.size + got.receipt.size;
    totals.unexpectedEmails += total;
    problems.unexpectedEmails.push(`${number}: ${total} email(s) for an order that is not stored`);
  }

  return {
    stored: rows.size,
    lost: notStored.length + storedTwice,
    notStored,
    storedTwice,
    duplicateEmails: totals.duplicateEmails,
    missingEmails: totals.missingEmails,
    unexpectedEmails: totals.unexpectedEmails,
    resentEmails: totals.resentEmails,
    wrongPayments: problems.wrongPayments.length,
    unsettledPayments: problems.unsettledPayments.length,
    emails: emails.length,
    paymentStatuses,
    problems,
  };
}

/** Whether a verdict shows nothing wrong. */
function isClean(verdict) {
  return (
    verdict.lost === 0 &&
    verdict.duplicateEmails === 0 &&
    verdict.missingEmails === 0 &&
    verdict.unexpectedEmails === 0 &&
    verdict.wrongPayments === 0 &&
    verdict.unsettledPayments === 0
  );
}

/**
 * The run's last line: the five figures first, then the others. A figure that could not
 * be measured (the run was cut short before judging) is null.
 */
function resultLine({ orders, kills, verdict, extra = {} }) {
  const figure = (name) => (verdict ? verdict[name] : null);
  return JSON.stringify({
    orders,
    kills,
    lost: figure('lost'),
    duplicateEmails: figure('duplicateEmails'),
    wrongPayments: figure('wrongPayments'),
    missingEmails: figure('missingEmails'),
    unexpectedEmails: figure('unexpectedEmails'),
    resentEmails: figure('resentEmails'),
    unsettledPayments: figure('unsettledPayments'),
    ...extra,
  });
}

/** Exit code: 0 only when judged clean with both targets reached. */
function exitCodeOf({ verdict, orders, kills, options }) {
  if (!verdict || !isClean(verdict)) return 1;
  return orders >= options.orders && kills >= options.kills ? 0 : 1;
}

/** Retry delay after the n-th failed attempt (0-based): 250 ms doubling to 3 s, with jitter from `random`. */
function retryDelayMs(attempt, random) {
  const base = Math.min(3000, 250 * 2 ** attempt);
  return Math.round(base * random.between(0.5, 1));
}

/**
 * Whether an answer means "try again with the same order number", as the SPA would: no answer
 * (connection refused or reset, timeout), a 5xx, 408 or 429.
 */
function isRetryable(status) {
  return status === null || status >= 500 || status === 408 || status === 429;
}

module.exports = {
  TARGETS,
  USAGE,
  DEFAULTS,
  LINES,
  parseOptions,
  createRandom,
  planOrder,
  orderNumberOf,
  planKill,
  judge,
  isClean,
  resultLine,
  exitCodeOf,
  retryDelayMs,
  isRetryable,
};
