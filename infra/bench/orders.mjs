// After the order placement runs: every order answered as placed is stored, and every stored
// order got exactly one confirmation email; and how long commit → email took.
import pg from 'pg';
import { percentile } from './load.mjs';

const SETTLE_TIMEOUT_MS = 180_000;

/** `ORD-BENCH-<run>-<PHASE>-<n>` out of a subject such as "Your order ORD-BENCH-…-12 is confirmed". */
const ORDER_NUMBER = /ORD-BENCH-[A-Z0-9]+-[A-Z]+-\d+/;

/**
 * Waits (bounded) until every stored order of the run has its email, then answers the totals
 * and, per phase, the commit → email latency in milliseconds.
 */
export async function verifyOrders({ databaseUrl, emails, runId, log }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let stored;
  try {
    const { rows } = await client.query(
      `SELECT order_number, extract(epoch FROM order_date) * 1000 AS committed_at FROM orders WHERE order_number LIKE $1`,
      [`ORD-BENCH-${runId}-%`],
    );
    stored = new Map(rows.map((row) => [row.order_number, Number(row.committed_at)]));
  } finally {
    await client.end();
  }

  const started = Date.now();
  let received = new Map();
  for (;;) {
    received = new Map();
    for (const email of await emails()) {
      const number = ORDER_NUMBER.exec(email.subject)?.[0];
      if (!number?.startsWith(`ORD-BENCH-${runId}-`)) continue;
      received.set(number, [...(received.get(number) ?? []), email.receivedAt]);
    }
    const waiting = [...stored.keys()].filter((number) => !received.has(number)).length;
    if (waiting === 0 || Date.now() - started > SETTLE_TIMEOUT_MS) break;
    log(`  ${waiting} of ${stored.size} emails still on their way`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  log(`  all emails in ${((Date.now() - started) / 1000).toFixed(1)} s after the last order`);

  const phases = {};
  for (const [number, committedAt] of stored) {
    const phase = number.split('-')[3].toLowerCase();
    phases[phase] ??= { stored: 0, emails: 0, delays: [] };
    phases[phase].stored += 1;
    const times = received.get(number);
    if (times) {
      phases[phase].emails += 1;
      phases[phase].delays.push(Math.max(0, Math.min(...times) - committedAt));
    }
  }
  const summary = Object.fromEntries(
    Object.entries(phases).map(([phase, { stored: count, emails: withEmail, delays }]) => {
      delays.sort((a, b) => a - b);
      const seconds = (ms) => (ms === null ? null : Number((ms / 1000).toFixed(2)));
      return [phase, { stored: count, emailed: withEmail, commitToEmailP50: seconds(percentile(delays, 50)), commitToEmailP95: seconds(percentile(delays, 95)), commitToEmailMax: seconds(delays.at(-1) ?? null) }];
    }),
  );
  const duplicateEmails = [...received.values()].reduce((sum, times) => sum + times.length - 1, 0);
  const missingEmails = [...stored.keys()].filter((number) => !received.has(number)).length;
  return { phases: summary, totals: { stored: stored.size, emailed: stored.size - missingEmails, missingEmails, duplicateEmails } };
}
