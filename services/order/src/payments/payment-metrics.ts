import { Counter, Gauge, metric } from '@shop/messaging';
import type { DataSource } from 'typeorm';

/** Payments settled by this replica, by the state they reached. */
export const paymentTransitions = metric(
  'payment_transitions_total',
  () =>
    new Counter({
      name: 'payment_transitions_total',
      help: 'Payments moved out of pending, by the state they reached (paid, failed)',
      labelNames: ['to'],
    }),
);

const PAYMENT_STATES = ['pending', 'processing', 'paid', 'failed'] as const;

/** The database the gauge below reads: the running service's own. */
let measured: DataSource | null = null;

/** Counted in the database at each scrape: every replica reports the same figures, the shop's. */
metric(
  'orders_by_payment_status',
  () =>
    new Gauge({
      name: 'orders_by_payment_status',
      help: 'Orders by payment status (pending PhonePe payments awaiting confirmation show here)',
      labelNames: ['payment_status', 'payment_method'],
      async collect() {
        if (!measured?.isInitialized) return;
        const rows: Array<{ payment_status: string; payment_method: string; count: string }> = await measured.query(
          `SELECT payment_status, payment_method, count(*) AS count FROM orders GROUP BY 1, 2`,
        );
        this.reset();
        for (const status of PAYMENT_STATES) this.set({ payment_status: status, payment_method: 'phonepe' }, 0);
        for (const row of rows) this.set({ payment_status: row.payment_status, payment_method: row.payment_method }, Number(row.count));
      },
    }),
);

export function measurePaymentStates(dataSource: DataSource | null): void {
  measured = dataSource;
}
