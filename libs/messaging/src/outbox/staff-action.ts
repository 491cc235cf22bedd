import { StaffActionRecorded, type AuditValues, type PayloadOf } from '@shop/contracts';
import { forbidden } from '../errors';
import type { RequestContext } from '../context';
import type { OutboxTransaction } from './outbox.module';

/** A staff action as the audit log records it: `product.update` on product 42, what changed. */
export interface StaffAction {
  /** `<entity>.<verb>`, e.g. `order.ship`, `price-option.update`. */
  action: string;
  entity: string;
  entityId: string | number;
  /** One line a person reads; cut to the event's 500 characters. */
  summary: string;
  before: AuditValues;
  after: AuditValues;
}

/**
 * Records a staff action for the audit log inside the action's own outbox transaction, so the log
 * holds every action that happened and none that did not (the customer service keeps the log).
 */
export function recordStaffAction(tx: OutboxTransaction, ctx: RequestContext, action: StaffAction): Promise<PayloadOf<typeof StaffActionRecorded>> {
  if (!ctx.staff) throw forbidden('Only signed-in staff may do this');
  const { id, email, name, role } = ctx.staff;
  return tx.emit(StaffActionRecorded, {
    staff: { id, email, name, role },
    action: action.action,
    entity: action.entity,
    entityId: String(action.entityId),
    summary: action.summary.slice(0, 500),
    before: action.before,
    after: action.after,
    correlationId: ctx.correlationId,
  });
}
