// `npm run chaos`: places a stream of orders (cash on delivery, and PhonePe through the
// simulator) while killing, at random moments, the order service, the notification worker, the
// gateway and the NATS server, and restarting them. Then it checks that every order the shop
// answered as placed is stored once, that every stored order got exactly its emails, and that
// no order is paid without PhonePe saying COMPLETED for its amount. The last line printed is
// one JSON object with the figures. It stops itself within --duration and cleans up.
//
//   npm run chaos                                   500+ orders, 24+ kills, at most 15 minutes
//   npm run chaos -- --orders 50 --kills 4 --seed 7
//   npm run chaos -- --help
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

import { removeQueue } from '../dev/isolated-stack.mjs';
import stackCore from '../dev/stack-core.cjs';
import core from './chaos-core.cjs';
import { runKiller } from './killer.mjs';
import { prepareShoppers, sleep } from './shoppers.mjs';

const { formatDuration, formatLogLine } = stackCore;
const { USAGE, createRandom, exitCodeOf, isClean, judge, parseOptions, resultLine } = core;

/** Kept at the end of the time limit for stopping the shop. */
const STOP_RESERVE_MS = 30_000;
const POLL_MS = 3000;
const PROGRESS_EVERY_MS = 10_000;
/** The chaos shop's ports and databases: beside a development stack, the browser tests and the benchmark. */
const SHOP = { databasePrefix: 'shop_chaos_', gatewayPort: 18800, healthPortOffset: 1800 };

const runStarted = Date.now();
const elapsed = () => `${String(Math.round((Date.now() - runStarted) / 1000)).padStart(4)}s`;

function main() {
  let options;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    process.exit(64);
  }
  if (options.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  return chaos(options);
}

async function chaos(options) {
  const deadline = runStarted + options.duration * 1000;
  const runId = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`.toUpperCase();
  const logPath = join(tmpdir(), `shop-chaos-${runId}.log`);
  const queuePrefix = `shop_chaos_${runId.toLowerCase()}`;
  const logFile = createWriteStream(logPath);
  const toLog = (line) => logFile.write(`${new Date().toISOString()} ${line}\n`);
  const progress = (line) => {
    process.stdout.write(`[${elapsed()}] ${line}\n`);
    toLog(`chaos │ ${line}`);
  };

  const stats = {
    placed: new Map(),
    byMethod: { cod: 0, phonepe: 0 },
    payments: { pay: 0, decline: 0, abandon: 0 },
    confirmed: {},
    retries: 0,
    retryReasons: {},
    refused: [],
    gaveUp: [],
    notes: [],
    nextIndex: 0,
    inFlight: 0,
    kills: 0,
    restarted: 0,
    killsByTarget: { order: 0, notification: 0, gateway: 0, nats: 0 },
    lastRestartAt: 0,
    recovering: null,
    recoveryMs: {},
    restartFailures: [],
  };
  let shop = null;
  let starting = null;
  let verdict = null;
  let finished = false;
  let failure = null;
  let orderingSeconds = 0;
  let killerError = null;

  const figures = (extra = {}) =>
    resultLine({
      orders: stats.placed.size,
      kills: stats.kills,
      verdict,
      extra: {
        refused: stats.refused.length,
        gaveUp: stats.gaveUp.length,
        killsByTarget: stats.killsByTarget,
        seed: options.seed,
        durationSeconds: Math.round((Date.now() - runStarted) / 1000),
        ...extra,
      },
    });

  /** The time limit, or a Ctrl-C: kill what runs, print what is known, exit. */
  let aborting = false;
  const abort = async (reason, code) => {
    if (aborting || finished) return;
    aborting = true;
    progress(`${reason}: killing every process of the chaos shop`);
    // A shop still starting is waited for (its start is bounded), so none of its processes outlives the run.
    shop ??= await Promise.race([starting?.catch(() => null) ?? null, sleep(90_000).then(() => null)]);
    await hardStop(shop);
    await removeQueue(queuePrefix).catch(() => undefined);
    await new Promise((resolve) => logFile.end(resolve));
    process.stdout.write(summary({ runId, options, stats, verdict, logPath, orderingSeconds, killerError }));
    process.stdout.write(`${figures({ aborted: reason })}\n`);
    process.exit(code);
  };
  setTimeout(() => void abort(`time limit of ${options.duration} s reached`, 1), deadline - Date.now()).unref();
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void abort(`${signal} received`, 130));

  progress(`chaos run ${runId}, seed ${options.seed}: at least ${options.orders} orders and ${options.kills} kills, ${options.shoppers} shoppers, at most ${options.duration} s`);
  progress(`processes' output: ${logPath}`);
  try {
    const { startIsolatedStack } = await import('../dev/isolated-stack.mjs');
    starting = startIsolatedStack({
      ...SHOP,
      env: {
        // A queue of this run's own: a job left in Redis by an earlier run (its worker killed
        // mid-job) would otherwise be run here against this run's fresh databases.
        QUEUE_PREFIX: queuePrefix,
        // The shoppers' addresses come in X-Forwarded-For from loopback, as from an ingress.
        TRUST_PROXY: 'loopback',
        // Reconciliation asks PhonePe two seconds after a payment starts (PhonePe's schedule says
        // 20-25 s), so a webhook lost while the gateway is down is found within the settle time.
        PAYMENT_FIRST_CHECK_MS: '2000',
        RECONCILE_INTERVAL_MS: '1000',
      },
      log: (line) => toLog(formatLogLine(line)),
    });
    shop = await starting;
    const sandbox = shop.stack.processes.find((child) => child.name === 'sandbox');
    const sandboxUrl = `http://127.0.0.1:${sandbox.port}`;
    progress(`shop ready at ${shop.url} (NATS ${shop.nats.url}, PhonePe simulator ${sandboxUrl})`);

    const settleDeadline = deadline - STOP_RESERVE_MS;
    const orderingDeadline = settleDeadline - options.settle * 1000;
    // Orders go on until the last process killed is back, so the shop has to recover with orders in hand.
    const targetsMet = () => stats.placed.size >= options.orders && stats.restarted >= options.kills;
    // A process that does not come back ends the ordering: the run is a failure either way.
    const shouldStop = () => aborting || killerError !== null || targetsMet() || Date.now() >= orderingDeadline;

    const shoppers = await prepareShoppers({
      url: shop.url,
      runId,
      seed: options.seed,
      shoppers: options.shoppers,
      stats,
      shouldStop,
      // An order in hand when the ordering stops is still retried for a while: the shop is coming back.
      giveUpAt: () => Math.min(orderingDeadline + 60_000, settleDeadline - 10_000),
    });

    const orderingStarted = Date.now();
    const ticker = setInterval(() => {
      progress(
        `orders ${stats.placed.size}/${options.orders} (cod ${stats.byMethod.cod}, phonepe ${stats.byMethod.phonepe}) · ` +
          `retries ${stats.retries} · kills ${stats.kills}/${options.kills} · in flight ${stats.inFlight}`,
      );
    }, PROGRESS_EVERY_MS);
    await Promise.all([
      shoppers.run(),
      runKiller({ stack: shop.stack, nats: shop.nats, random: createRandom(options.seed), stats, shouldStop, progress }).catch((error) => {
        killerError = error;
        progress(`the killer stopped: ${error.message.split('\n')[0]}`);
      }),
    ]);
    clearInterval(ticker);
    orderingSeconds = (Date.now() - orderingStarted) / 1000;
    progress(`ordering done: ${stats.placed.size} orders in ${formatDuration(orderingSeconds * 1000)}, ${stats.kills} kills; waiting for emails and payments to settle`);
    const settleUntil = Math.min(settleDeadline, Date.now() + options.settle * 1000);

    // Settle: judge again and again until all is well (and quiet long enough for a late email to
    // show), or the settle time is up.
    const observer = createObserver({ databaseUrl: shop.databaseUrl('order'), mail: shop.mail, sandboxUrl, runId });
    let previousEmails = -1;
    let lastProgress = 0;
    try {
      for (;;) {
        try {
          const data = await observer.collect();
          verdict = judge({ answered: stats.placed.keys(), ...data });
          verdict.outboxBacklog = data.outboxBacklog;
        } catch (error) {
          progress(`checking failed, trying again: ${error.message}`);
        }
        const quiet = Date.now() - stats.lastRestartAt >= options.quiet * 1000;
        if (verdict && isClean(verdict) && verdict.emails === previousEmails && quiet) break;
        if (Date.now() + POLL_MS >= settleUntil) break;
        previousEmails = verdict?.emails ?? -1;
        if (verdict && Date.now() - lastProgress >= PROGRESS_EVERY_MS) {
          lastProgress = Date.now();
          progress(
            `settling: ${verdict.emails} emails (missing ${verdict.missingEmails}, duplicate ${verdict.duplicateEmails}), ` +
              `unsettled payments ${verdict.unsettledPayments}, outbox backlog ${verdict.outboxBacklog}`,
          );
        }
        await sleep(POLL_MS);
      }
    } finally {
      await observer.close();
    }
  } catch (error) {
    failure = error;
    progress(`the chaos run failed: ${error.stack ?? error.message}`);
  } finally {
    if (shop && !aborting) {
      progress('stopping the chaos shop');
      // The stack's stop removes the run's queue too.
      await shop.stop().catch((error) => progress(`stopping failed: ${error.message}`));
    }
  }
  if (aborting) return new Promise(() => undefined); // abort() prints and exits
  finished = true;
  await new Promise((resolve) => logFile.end(resolve));

  process.stdout.write(summary({ runId, options, stats, verdict, logPath, orderingSeconds, killerError }));
  process.stdout.write(`${figures(failure ? { failure: failure.message.split('\n')[0] } : {})}\n`);
  if (failure || killerError || stats.refused.length > 0) return 1;
  return exitCodeOf({ verdict, orders: stats.placed.size, kills: stats.kills, options });
}

/** Reads what the shop did: its order rows, the mail sink, and PhonePe's (the simulator's) view. */
function createObserver({ databaseUrl, mail, sandboxUrl, runId }) {
  let client = null;
  const settled = new Map(); // PhonePe's state of an order never changes once COMPLETED or FAILED
  const query = async (sql, params) => {
    try {
      client ??= await connect(databaseUrl);
      return (await client.query(sql, params)).rows;
    } catch (error) {
      await client?.end().catch(() => undefined);
      client = null;
      throw error;
    }
  };
  const atPhonePe = async (number) => {
    if (settled.has(number)) return settled.get(number);
    const response = await fetch(`${sandboxUrl}/__sandbox/phonepe/orders/${encodeURIComponent(number)}`, { signal: AbortSignal.timeout(10_000) });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`the PhonePe simulator answered ${response.status} for ${number}`);
    const { state, amount } = await response.json();
    if (state !== 'PENDING') settled.set(number, { state, amount });
    return { state, amount };
  };
  return {
    async collect() {
      const rows = await query(
        `SELECT order_number, payment_method, payment_status, total_paise FROM orders WHERE order_number LIKE $1`,
        [`ORD-CHAOS-${runId}-%`],
      );
      const [{ backlog }] = await query(`SELECT count(*)::int AS backlog FROM outbox_events WHERE published_at IS NULL`);
      const stored = rows.map((row) => ({
        orderNumber: row.order_number,
        paymentMethod: row.payment_method,
        paymentStatus: row.payment_status,
        // The judge reads rupees, as the HTTP API shows them; the table keeps paise.
        totalAmount: Number(row.total_paise) / 100,
      }));
      const phonePe = new Map();
      const numbers = stored.filter((row) => row.paymentMethod !== 'cod').map((row) => row.orderNumber);
      for (let start = 0; start < numbers.length; start += 16) {
        const batch = numbers.slice(start, start + 16);
        const states = await Promise.all(batch.map(atPhonePe));
        batch.forEach((number, index) => phonePe.set(number, states[index]));
      }
      const emails = (await mail.emails()).map((email) => ({ subject: email.subject, messageId: email.messageId, time: email.time }));
      return { stored, emails, phonePe, outboxBacklog: backlog };
    },
    close: async () => {
      await client?.end().catch(() => undefined);
    },
  };
}

async function connect(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined); // a lost connection shows on the next query
  await client.connect();
  return client;
}

/** Everything the chaos run started, ended at once: the time limit leaves no room for politeness. */
async function hardStop(shop) {
  if (!shop) return;
  await Promise.allSettled(shop.stack.processes.map((child) => child.kill()));
  await shop.nats?.kill('SIGKILL').catch(() => undefined);
  await shop.nats?.stop().catch(() => undefined);
  await Promise.race([shop.mail.stop().catch(() => undefined), sleep(5000)]);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function summary({ runId, options, stats, verdict, logPath, orderingSeconds, killerError }) {
  const list = (entries) => Object.entries(entries).map(([key, value]) => `${key} ${value}`).join(', ');
  const lines = [
    '',
    `Chaos run ${runId} (seed ${options.seed}) in ${formatDuration(Date.now() - runStarted)}`,
    `  orders:   ${stats.placed.size} answered as placed in ${formatDuration(orderingSeconds * 1000)} (${list(stats.byMethod)}); ` +
      `${stats.retries} retries, ${stats.refused.length} refused, ${stats.gaveUp.length} given up`,
    `  retried:  ${list(stats.retryReasons) || 'nothing'}`,
    `  PhonePe:  at the pay page ${list(stats.payments)}; back at the shop: ${list(stats.confirmed) || 'none'}`,
    `  kills:    ${stats.kills} (${list(stats.killsByTarget)}); ${stats.restartFailures.length} failed restarts${killerError ? `; the killer stopped: ${killerError.message.split('\n')[0]}` : ''}`,
    `  recovery: first order after the restart of ${
      Object.entries(stats.recoveryMs)
        .map(([target, times]) => `${target} median ${formatDuration(median(times))}, max ${formatDuration(Math.max(...times))}`)
        .join('; ') || '(none measured)'
    }`,
  ];
  if (verdict) {
    lines.push(
      `  stored:   ${verdict.stored} orders (${list(verdict.paymentStatuses)})`,
      `  emails:   ${verdict.emails} received; ${verdict.duplicateEmails} duplicate, ${verdict.missingEmails} missing, ${verdict.unexpectedEmails} unexpected; ` +
        `${verdict.resentEmails} sent again under their own Message-ID`,
      `  verdict:  ${verdict.lost} lost (${verdict.notStored.length} answered but not stored, ${verdict.storedTwice} stored twice), ` +
        `${verdict.wrongPayments} wrong payments, ${verdict.unsettledPayments} unsettled payments`,
    );
    for (const [kind, entries] of Object.entries({ ...verdict.problems, notStored: verdict.notStored })) {
      if (entries.length > 0) lines.push(`  ${kind}: ${entries.slice(0, 10).join('; ')}${entries.length > 10 ? ` … (${entries.length} in all)` : ''}`);
    }
  } else {
    lines.push('  verdict:  none (the check could not run)');
  }
  for (const [kind, entries] of Object.entries({ refused: stats.refused, gaveUp: stats.gaveUp, notes: stats.notes, restartFailures: stats.restartFailures })) {
    if (entries.length > 0) lines.push(`  ${kind}: ${entries.slice(0, 10).join('; ')}${entries.length > 10 ? ` … (${entries.length} in all)` : ''}`);
  }
  lines.push(`  log:      ${logPath}`, '');
  return lines.join('\n');
}

main().then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`chaos run failed: ${error.stack ?? error.message}\n`);
    process.exit(1);
  },
);
