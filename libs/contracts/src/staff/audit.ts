import { z } from 'zod';
import { defineEvent, eventEnvelope } from '../common/define';
import { staffRoleSchema } from './roles';

/** The staff member who acted, as the audit log keeps them (their name then, even if it changes later). */
export const staffActorSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
});
export type StaffActor = z.infer<typeof staffActorSchema>;

/** What the audit log says an entity was before and after an action: a few named values, never a whole row. */
export const auditValuesSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable();
export type AuditValues = z.infer<typeof auditValuesSchema>;

/**
 * A staff action, emitted by the service that carried it out in the same transaction (its
 * outbox), so the audit log records every action that happened and none that did not. The
 * customer service keeps the log (append-only); sign-ins are recorded there directly.
 */
export const StaffActionRecorded = defineEvent({
  subject: 'staff-action.recorded.v1',
  payload: eventEnvelope.extend({
    staff: staffActorSchema,
    /** `order.ship`, `staff.invite`, …: the entity, a dot, the verb. */
    action: z.string().regex(/^[a-z-]+\.[a-z-]+$/),
    entity: z.string().min(1).max(40),
    entityId: z.string().min(1).max(100),
    /** One line a person reads: "Shipped ORD-123456 with Delhivery 1234". */
    summary: z.string().max(500),
    before: auditValuesSchema,
    after: auditValuesSchema,
    correlationId: z.string(),
  }),
});
