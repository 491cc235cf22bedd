import { Injectable } from '@nestjs/common';
import {
  StaffActionRecorded,
  formatRupees,
  type AdminOrder,
  type AuditValues,
  type BulkResult,
  type OrderActionInput,
  type OrderTimelineEntry,
  type ParsedRequestOf,
  type BulkActOnOrders,
} from '@shop/contracts';
import { conflict, notFound, OutboxRelayRunner, ServiceError, staffMay, type OutboxTransaction, type RequestContext, type StaffIdentity } from '@shop/messaging';
import { In } from 'typeorm';
import { orderTransition, paymentTransition } from '../lifecycle/order-lifecycle';
import { changeOrderStatus, recordCashCollected, recordOrderEvent, refundable, refundPayment, type Cause } from '../lifecycle/order-transitions';
import { Order } from '../order.entity';
import { ORDER_NOT_FOUND } from '../orders.service';
import { InvoicesService, type Issued } from '../../invoices/invoices.service';
import { PhonePeClient } from '../../payments/phonepe.client';
import { OrderQueriesService } from './order-queries.service';
import { timelineEntry } from './order-views';
import { readShippingCsv, type ShippingRow } from './shipping-csv';

export const STALE_VERSION = 'This order was changed by someone else; reload it';

/** The few values of an order the audit log keeps before and after an action. */
function auditValues(order: Order): AuditValues {
  return {
    status: order.status,
    paymentStatus: order.paymentStatus,
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    refundedAmount: order.refundedAmount,
    version: order.version,
  };
}

/** ", credit note CN/26-27/000007" when the action issued one. */
const creditNoted = (note: Issued | null) => (note ? `, credit note ${note.number}` : '');

const isRefund = (input: OrderActionInput) => input.action === 'refund-phonepe' || input.action === 'record-cod-refund';

/** Refused before anything is applied: the import answers its report instead of an error. */
class ImportRefused extends Error {
  constructor(readonly rows: ShippingRow[]) {
    super('The shipping CSV has bad rows');
  }
}

/**
 * The staff actions on orders. Each runs in one outbox transaction, under the order's row lock:
 * the version check, the lifecycle transition (with its timeline entry and shopper event) and
 * the `StaffActionRecorded` of the audit log, all or nothing.
 */
@Injectable()
export class OrderActionsService {
  constructor(
    private readonly outbox: OutboxRelayRunner,
    private readonly queries: OrderQueriesService,
    private readonly phonePe: PhonePeClient,
    private readonly invoices: InvoicesService,
  ) {}

  async act(ctx: RequestContext, orderNumber: string, version: number, input: OrderActionInput): Promise<AdminOrder> {
    const staff = staffMay(ctx, isRefund(input) ? 'orders.refund' : 'orders.fulfil');
    return this.outbox.transaction(ctx, async (tx) => {
      await this.actInTransaction(ctx, tx, staff, orderNumber, version, input);
      return this.queries.view(tx.manager, orderNumber);
    });
  }

  /** Each order on its own transaction: one refused does not stop the others. */
  async bulk(ctx: RequestContext, request: ParsedRequestOf<typeof BulkActOnOrders>): Promise<{ results: BulkResult[] }> {
    const staff = staffMay(ctx, 'orders.fulfil');
    const results: BulkResult[] = [];
    for (const target of request.orders) {
      const input: OrderActionInput =
        request.action === 'ship' && 'carrier' in target
          ? { action: 'ship', carrier: target.carrier, trackingNumber: target.trackingNumber, trackingUrl: target.trackingUrl }
          : { action: 'confirm' };
      try {
        const version = await this.outbox.transaction(ctx, (tx) => this.actInTransaction(ctx, tx, staff, target.orderNumber, target.version, input));
        results.push({ orderNumber: target.orderNumber, ok: true, version, status: null, error: null });
      } catch (error) {
        if (!(error instanceof ServiceError)) throw error;
        results.push({ orderNumber: target.orderNumber, ok: false, version: null, status: error.status, error: error.getError().message });
      }
    }
    return { results };
  }

  async addNote(ctx: RequestContext, orderNumber: string, text: string): Promise<OrderTimelineEntry> {
    const staff = staffMay(ctx, 'orders.note');
    return this.outbox.transaction(ctx, async (tx) => {
      const order = await tx.manager.findOneBy(Order, { orderNumber });
      if (!order) throw notFound(ORDER_NOT_FOUND);
      // A note changes nothing staff act on: no version bump, so it never makes another's action stale.
      const event = await recordOrderEvent(tx, order, 'note', { by: 'staff', staff }, text, { text });
      await this.audit(ctx, tx, staff, 'add-note', order, `Added a note to ${order.orderNumber}`, null, null);
      return timelineEntry(event);
    });
  }

  /**
   * Ships every order the CSV names, in one transaction: every row is checked first (its shape,
   * its order, the order's state), and one bad row applies nothing.
   */
  async importShipments(ctx: RequestContext, csv: string): Promise<{ applied: boolean; rows: Array<{ line: number; orderNumber: string; ok: boolean; error: string | null }> }> {
    const staff = staffMay(ctx, 'orders.fulfil');
    const report = (rows: ShippingRow[]) => rows.map((row) => ({ line: row.line, orderNumber: row.orderNumber, ok: row.ok, error: row.ok ? null : row.error }));
    let rows = readShippingCsv(csv);
    if (rows.length > 1000) return { applied: false, rows: [{ line: 1, orderNumber: '', ok: false, error: 'A file may ship at most 1000 orders' }] };
    if (rows.some((row) => !row.ok)) return { applied: false, rows: report(rows) };
    try {
      await this.outbox.transaction(ctx, async (tx) => {
        const numbers = rows.map((row) => row.orderNumber);
        // Locked in id order, as every import locks them: two imports never wait on each other in a circle.
        const orders = await tx.manager.find(Order, { where: { orderNumber: In(numbers) }, order: { id: 'ASC' }, lock: { mode: 'pessimistic_write' } });
        const byNumber = new Map(orders.map((order) => [order.orderNumber, order]));
        rows = rows.map((row) => {
          const order = byNumber.get(row.orderNumber);
          if (!order) return { line: row.line, ok: false, orderNumber: row.orderNumber, error: ORDER_NOT_FOUND };
          try {
            orderTransition(order.status, 'ship', 'staff');
            return row;
          } catch (error) {
            if (!(error instanceof ServiceError)) throw error;
            return { line: row.line, ok: false, orderNumber: row.orderNumber, error: error.getError().message };
          }
        });
        if (rows.some((row) => !row.ok)) throw new ImportRefused(rows);
        for (const row of rows) {
          if (!row.ok) continue;
          const order = byNumber.get(row.orderNumber)!;
          await this.apply(ctx, tx, staff, order, { action: 'ship', carrier: row.carrier, trackingNumber: row.trackingNumber });
        }
      });
    } catch (error) {
      if (error instanceof ImportRefused) return { applied: false, rows: report(error.rows) };
      throw error;
    }
    return { applied: true, rows: report(rows) };
  }

  /** Locks the order, checks the version it was seen at, applies the action; answers the new version. */
  private async actInTransaction(ctx: RequestContext, tx: OutboxTransaction, staff: StaffIdentity, orderNumber: string, version: number, input: OrderActionInput): Promise<number> {
    const order = await tx.manager.findOne(Order, { where: { orderNumber }, lock: { mode: 'pessimistic_write' } });
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (order.version !== version) throw conflict(STALE_VERSION);
    await this.apply(ctx, tx, staff, order, input);
    return order.version;
  }

  private async apply(ctx: RequestContext, tx: OutboxTransaction, staff: StaffIdentity, order: Order, input: OrderActionInput): Promise<void> {
    const before = auditValues(order);
    const cause: Cause = { by: 'staff', staff };
    let summary: string;
    switch (input.action) {
      case 'confirm': {
        await changeOrderStatus(tx, order, 'confirm', cause);
        const invoice = await this.invoices.issueInvoice(ctx, tx, order);
        summary = `Confirmed ${order.orderNumber}${invoice ? `, tax invoice ${invoice.number}` : ''}`;
        break;
      }
      case 'start-processing':
        await changeOrderStatus(tx, order, 'startProcessing', cause);
        summary = `Started processing ${order.orderNumber}`;
        break;
      case 'ship': {
        const shipment = { carrier: input.carrier, trackingNumber: input.trackingNumber, trackingUrl: input.trackingUrl ?? null };
        await changeOrderStatus(tx, order, 'ship', cause, { shipment });
        summary = `Shipped ${order.orderNumber} with ${shipment.carrier} ${shipment.trackingNumber}`;
        break;
      }
      case 'deliver':
        await changeOrderStatus(tx, order, 'deliver', cause);
        summary = `Marked ${order.orderNumber} delivered`;
        break;
      case 'cancel': {
        await changeOrderStatus(tx, order, 'cancel', cause, { reason: input.reason });
        const note = await this.invoices.issueCreditNote(tx, order, `Order cancelled: ${input.reason}`);
        summary = `Cancelled ${order.orderNumber}${creditNoted(note)}: ${input.reason}`;
        break;
      }
      case 'record-cash':
        await recordCashCollected(tx, order, cause);
        summary = `Recorded ${formatRupees(order.totalAmount)} cash collected for ${order.orderNumber}`;
        break;
      case 'refund-phonepe':
      case 'record-cod-refund': {
        const amount = await this.refund(tx, order, input, cause);
        const note = await this.invoices.issueCreditNote(tx, order, `Refund${input.reason ? `: ${input.reason}` : ''}`, amount);
        summary = `Refunded ${formatRupees(amount)} of ${order.orderNumber} ${input.action === 'refund-phonepe' ? 'through PhonePe' : 'in cash'}${creditNoted(note)}`;
        break;
      }
    }
    await this.audit(ctx, tx, staff, input.action, order, summary, before, auditValues(order));
  }

  /**
   * A refund, checked before PhonePe is asked (a refused one never reaches it). The PhonePe call
   * runs under the order's lock, so no second action can change the order meanwhile, and its
   * refund id (the order and its version) makes a retried refund PhonePe's same refund.
   */
  private async refund(tx: OutboxTransaction, order: Order, input: Extract<OrderActionInput, { action: 'refund-phonepe' | 'record-cod-refund' }>, cause: Cause): Promise<number> {
    const cash = input.action === 'record-cod-refund';
    if (cash !== (order.paymentMethod === 'cod')) {
      throw conflict(cash ? 'Only a cash-on-delivery payment is refunded in cash' : 'A cash-on-delivery payment is not refunded through PhonePe');
    }
    paymentTransition(order.paymentStatus, 'refundPart', cause.by);
    const left = refundable(order);
    const amount = input.amount ?? left;
    if (left === 0) throw conflict('Nothing of this payment is left to refund');
    if (amount > left) throw conflict(`At most ${formatRupees(left)} of this payment can still be refunded`);
    if (cash) {
      await refundPayment(tx, order, amount, cause, { provider: 'cash-on-delivery', reference: null, reason: input.reason });
      return amount;
    }
    const merchantRefundId = `${order.orderNumber}-R${order.version}`;
    const accepted = await this.phonePe.refund({ merchantRefundId, originalMerchantOrderId: order.orderNumber, amountPaise: amount });
    // PhonePe accepts a refund PENDING; its status says whether it already went through or failed.
    const refund = accepted.state === 'PENDING' ? await this.phonePe.refundStatus(merchantRefundId) : accepted;
    if (refund.state === 'FAILED') throw new ServiceError(502, 'PhonePe refused the refund: nothing was refunded');
    if (refund.amount !== amount) throw new ServiceError(502, `PhonePe answered a refund of ${refund.amount} paise for ${amount} asked: nothing was recorded`);
    await refundPayment(tx, order, amount, cause, { provider: 'phonepe', reference: refund.refundId, reason: input.reason });
    return amount;
  }

  private async audit(
    ctx: RequestContext,
    tx: OutboxTransaction,
    staff: StaffIdentity,
    verb: string,
    order: Order,
    summary: string,
    before: AuditValues,
    after: AuditValues,
  ): Promise<void> {
    await tx.emit(StaffActionRecorded, {
      staff: { id: staff.id, email: staff.email, name: staff.name, role: staff.role },
      action: `order.${verb}`,
      entity: 'order',
      entityId: order.orderNumber,
      summary: summary.slice(0, 500),
      before,
      after,
      correlationId: ctx.correlationId,
    });
  }
}
