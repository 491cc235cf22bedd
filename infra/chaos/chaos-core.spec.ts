import {
  DEFAULTS,
  createRandom,
  exitCodeOf,
  isClean,
  isRetryable,
  judge,
  orderNumberOf,
  parseOptions,
  planKill,
  planOrder,
  resultLine,
  TARGETS,
} from './chaos-core.cjs';

describe('parseOptions', () => {
  it('defaults to at least 500 orders and 20 kills within a time limit', () => {
    const options = parseOptions([], { now: () => 1234 });
    expect(options).toEqual({ help: false, ...DEFAULTS, seed: 1234 });
    expect(options.orders).toBeGreaterThanOrEqual(500);
    expect(options.kills).toBeGreaterThanOrEqual(20);
  });

  it('reads every option', () => {
    expect(
      parseOptions(['--orders', '20', '--kills', '2', '--shoppers', '3', '--duration', '120', '--settle', '40', '--quiet', '5', '--seed', '7']),
    ).toEqual({ help: false, orders: 20, kills: 2, shoppers: 3, duration: 120, settle: 40, quiet: 5, seed: 7 });
  });

  it('answers help', () => {
    expect(parseOptions(['--help'])).toEqual({ help: true });
  });

  it.each([
    [['--orders', '0'], '--orders must be a whole number of at least 1, not "0"'],
    [['--kills', 'many'], '--kills must be a whole number of at least 0, not "many"'],
    [['--duration', '1.5'], '--duration must be a whole number of at least 30'],
    [['--seed=-3'], '--seed must be a whole number of at least 0, not "-3"'],
    [['--seed', '99999999999'], '--seed must be below 4294967296'],
    [['--duration', '100', '--settle', '90'], '--duration (100 s) must leave time beyond --settle (90 s)'],
    [['--oders', '5'], "Unknown option '--oders'"],
    [['fast'], 'Unexpected argument'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseOptions(argv)).toThrow(message);
  });
});

describe('seeded randomness', () => {
  it('gives the same sequence for the same seed, another for another seed', () => {
    const draw = (seed: number) => {
      const random = createRandom(seed);
      return Array.from({ length: 5 }, () => random.next());
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
    expect(draw(42).every((value) => value >= 0 && value < 1)).toBe(true);
  });

  it('plans each order from the seed and its index alone, with a mix of methods and outcomes', () => {
    expect(planOrder(9, 17)).toEqual(planOrder(9, 17));
    const plans = Array.from({ length: 400 }, (_, index) => planOrder(9, index));
    const count = (predicate: (plan: ReturnType<typeof planOrder>) => boolean) => plans.filter(predicate).length;
    expect(count((plan) => plan.method === 'cod')).toBeGreaterThan(150);
    expect(count((plan) => plan.method === 'phonepe')).toBeGreaterThan(150);
    for (const outcome of ['pay', 'decline', 'abandon']) expect(count((plan) => plan.outcome === outcome)).toBeGreaterThan(20);
    expect(count((plan) => plan.returns)).toBeGreaterThan(50);
    expect(count((plan) => plan.method === 'phonepe' && plan.outcome !== 'abandon' && !plan.returns)).toBeGreaterThan(20);
    expect(count((plan) => plan.method === 'cod' && (plan.outcome !== null || plan.returns))).toBe(0);
  });

  it('makes order numbers the order contract accepts', () => {
    expect(orderNumberOf('MX1Y2', 12)).toMatch(/^ORD-[A-Z0-9-]{4,60}$/);
  });

  it('kills every target, mostly with SIGKILL, for a short while', () => {
    const random = createRandom(5);
    const kills = Array.from({ length: 200 }, () => planKill(random));
    expect(new Set(kills.map((kill) => kill.target))).toEqual(new Set(TARGETS));
    expect(kills.filter((kill) => kill.signal === 'SIGKILL').length).toBeGreaterThan(120);
    expect(kills.filter((kill) => kill.signal === 'SIGTERM').length).toBeGreaterThan(20);
    expect(kills.every((kill) => kill.downMs >= 300 && kill.downMs <= 3000)).toBe(true);
  });
});

describe('isRetryable', () => {
  it('retries no answer, 5xx, 408 and 429, and nothing else', () => {
    expect([null, 500, 503, 504, 408, 429].map(isRetryable)).toEqual([true, true, true, true, true, true]);
    expect([200, 400, 404, 409].map(isRetryable)).toEqual([false, false, false, false]);
  });
});

describe('judge', () => {
  const confirmation = (number: string) => ({ subject: `Your order ${number} is confirmed` });
  const receipt = (number: string) => ({ subject: `Payment received for order ${number}` });
  const cod = (orderNumber: string, paymentStatus = 'pending') => ({ orderNumber, paymentMethod: 'cod', paymentStatus, totalAmount: 1222.48 });
  const phonepe = (orderNumber: string, paymentStatus: string) => ({ orderNumber, paymentMethod: 'phonepe', paymentStatus, totalAmount: 1222.48 });

  it('finds nothing wrong when every order is stored once with exactly its emails and payment', () => {
    const verdict = judge({
      answered: ['ORD-C-1', 'ORD-P-1', 'ORD-P-2', 'ORD-P-3'],
      stored: [cod('ORD-C-1'), phonepe('ORD-P-1', 'paid'), phonepe('ORD-P-2', 'failed'), phonepe('ORD-P-3', 'pending'), cod('ORD-C-2')],
      emails: [confirmation('ORD-C-1'), confirmation('ORD-P-1'), receipt('ORD-P-1'), confirmation('ORD-C-2'), { subject: 'Welcome' }],
      phonePe: new Map([
        ['ORD-P-1', { state: 'COMPLETED', amount: 122248 }],
        ['ORD-P-2', { state: 'FAILED', amount: 122248 }],
        ['ORD-P-3', { state: 'PENDING', amount: 122248 }],
      ]),
    });
    expect(verdict).toMatchObject({ stored: 5, lost: 0, duplicateEmails: 0, missingEmails: 0, unexpectedEmails: 0, wrongPayments: 0, unsettledPayments: 0, emails: 5 });
    expect(isClean(verdict)).toBe(true);
  });

  it('counts an answered order that is not stored, and a number stored twice, as lost', () => {
    const verdict = judge({
      answered: ['ORD-C-1', 'ORD-C-2', 'ORD-C-2'],
      stored: [cod('ORD-C-2'), cod('ORD-C-2')],
      emails: [confirmation('ORD-C-2')],
      phonePe: new Map(),
    });
    expect(verdict).toMatchObject({ lost: 2, notStored: ['ORD-C-1'], storedTwice: 1 });
    expect(isClean(verdict)).toBe(false);
  });

  it('counts extra, missing and unexpected emails', () => {
    const verdict = judge({
      answered: [],
      stored: [cod('ORD-C-1'), cod('ORD-C-2'), phonepe('ORD-P-1', 'paid'), phonepe('ORD-P-2', 'failed')],
      emails: [
        confirmation('ORD-C-1'),
        confirmation('ORD-C-1'),
        confirmation('ORD-C-1'),
        confirmation('ORD-P-1'),
        confirmation('ORD-P-2'),
        confirmation('ORD-GONE-1'),
      ],
      phonePe: new Map([
        ['ORD-P-1', { state: 'COMPLETED', amount: 122248 }],
        ['ORD-P-2', { state: 'FAILED', amount: 122248 }],
      ]),
    });
    expect(verdict).toMatchObject({ duplicateEmails: 2, missingEmails: 2, unexpectedEmails: 2 });
    expect(verdict.problems.missingEmails).toEqual(['ORD-C-2: no confirmation', 'ORD-P-1: no payment receipt']);
  });

  it('tells an email sent again under its own Message-ID from a second email', () => {
    const verdict = judge({
      answered: ['ORD-C-1', 'ORD-C-2'],
      stored: [cod('ORD-C-1'), cod('ORD-C-2')],
      emails: [
        { ...confirmation('ORD-C-1'), messageId: 'event-1@shop', time: '2026-11-21T19:36:01.000Z' },
        { ...confirmation('ORD-C-1'), messageId: 'event-1@shop', time: '2026-11-21T19:36:47.000Z' },
        { ...confirmation('ORD-C-2'), messageId: 'event-2@shop' },
        { ...confirmation('ORD-C-2'), messageId: 'event-3@shop' },
      ],
      phonePe: new Map(),
    });
    expect(verdict).toMatchObject({ resentEmails: 1, duplicateEmails: 1, missingEmails: 0 });
    expect(verdict.problems.resentEmails).toEqual([
      'ORD-C-1: confirmation sent 2 times with one Message-ID (2026-11-21T19:36:01.000Z, 2026-11-21T19:36:47.000Z)',
    ]);
    expect(verdict.problems.duplicateEmails).toEqual(['ORD-C-2: 2 × confirmation']);
    expect(isClean(verdict)).toBe(false);
  });

  it('reports a resend apart from the failures', () => {
    const resent = { ...confirmation('ORD-C-1'), messageId: 'event-1@shop' };
    const verdict = judge({ answered: ['ORD-C-1'], stored: [cod('ORD-C-1')], emails: [resent, resent], phonePe: new Map() });
    expect(verdict).toMatchObject({ resentEmails: 1, duplicateEmails: 0 });
    expect(isClean(verdict)).toBe(true);
  });

  it('counts a payment marked paid without PhonePe completing it for the same amount, and a failed one PhonePe completed', () => {
    const verdict = judge({
      answered: [],
      stored: [
        phonepe('ORD-P-1', 'paid'),
        phonepe('ORD-P-2', 'paid'),
        phonepe('ORD-P-3', 'paid'),
        phonepe('ORD-P-4', 'failed'),
        phonepe('ORD-P-5', 'pending'),
        cod('ORD-C-1', 'paid'),
      ],
      emails: [],
      phonePe: new Map([
        ['ORD-P-1', { state: 'PENDING', amount: 122248 }],
        ['ORD-P-2', { state: 'COMPLETED', amount: 100 }],
        ['ORD-P-3', null],
        ['ORD-P-4', { state: 'COMPLETED', amount: 122248 }],
        ['ORD-P-5', { state: 'COMPLETED', amount: 122248 }],
      ]),
    });
    expect(verdict.wrongPayments).toBe(5);
    expect(verdict.problems.wrongPayments).toEqual([
      'ORD-P-1: paid (122248 paise), PhonePe says PENDING for 122248 paise',
      'ORD-P-2: paid (122248 paise), PhonePe says COMPLETED for 100 paise',
      'ORD-P-3: paid (122248 paise), PhonePe says no payment at PhonePe',
      'ORD-P-4: failed, but PhonePe says COMPLETED',
      'ORD-C-1: cash on delivery marked paid',
    ]);
    expect(verdict.unsettledPayments).toBe(1);
  });
});

describe('the last line and the exit code', () => {
  const clean = judge({ answered: ['ORD-C-1'], stored: [{ orderNumber: 'ORD-C-1', paymentMethod: 'cod', paymentStatus: 'pending', totalAmount: 5 }], emails: [{ subject: 'Your order ORD-C-1 is confirmed' }], phonePe: new Map() });
  const options = { ...DEFAULTS, orders: 1, kills: 1 };

  it('starts with the five figures of the issue, in order', () => {
    const line = resultLine({ orders: 1, kills: 2, verdict: clean, extra: { seed: 3 } });
    expect(Object.keys(JSON.parse(line)).slice(0, 5)).toEqual(['orders', 'kills', 'lost', 'duplicateEmails', 'wrongPayments']);
    expect(JSON.parse(line)).toMatchObject({ orders: 1, kills: 2, lost: 0, duplicateEmails: 0, wrongPayments: 0, missingEmails: 0, seed: 3 });
  });

  it('has null figures when the run was not judged', () => {
    expect(JSON.parse(resultLine({ orders: 3, kills: 0, verdict: null }))).toMatchObject({ orders: 3, lost: null, duplicateEmails: null });
  });

  it('is 0 only for a clean verdict with both targets reached', () => {
    expect(exitCodeOf({ verdict: clean, orders: 1, kills: 1, options })).toBe(0);
    expect(exitCodeOf({ verdict: clean, orders: 0, kills: 1, options })).toBe(1);
    expect(exitCodeOf({ verdict: clean, orders: 1, kills: 0, options })).toBe(1);
    expect(exitCodeOf({ verdict: null, orders: 1, kills: 1, options })).toBe(1);
    expect(exitCodeOf({ verdict: { ...clean, missingEmails: 1 }, orders: 1, kills: 1, options })).toBe(1);
  });
});
