import { z } from 'zod';
import { pagingFields } from '../common/paging';
import { BACK_OFFICE_MAX_PAGE } from '../order/back-office-constants';
import { defineRequest } from '../common/define';
import { auditValuesSchema } from './audit';
import { staffRoleSchema } from './roles';
import { INVITABLE_ROLES } from './staff-constants';

export { INVITABLE_ROLES, type InvitableRole } from './staff-constants';

/** Staff sign in with Google; the same rules as a Google access token anywhere (printable ASCII, bounded). */
const accessTokenSchema = z
  .string()
  .trim()
  .min(1, 'access token is required')
  .max(4096, 'access token is too long')
  .regex(/^[\x21-\x7e]+$/, 'access token is malformed');

export const staffIdSchema = z.coerce
  .number({ error: 'staff id must be a number' })
  .int('staff id must be a whole number')
  .positive('staff id must be positive')
  .max(2_147_483_647, 'staff id is too large');

export const staffEmailSchema = z
  .string({ error: 'email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'email is too long')
  .pipe(z.email({ error: 'email must be a valid email address' }));

export const invitableRoleSchema = z.enum(INVITABLE_ROLES, { error: `role must be one of ${INVITABLE_ROLES.join(', ')}` });

export const STAFF_STATUSES = ['invited', 'active', 'removed'] as const;
export const staffStatusSchema = z.enum(STAFF_STATUSES);
export type StaffStatus = z.infer<typeof staffStatusSchema>;

/** A staff member as the gateway carries them (the x-staff header): who acts, with which role. */
export const staffIdentitySchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
});

/** A staff member as the staff list shows them. */
export const staffMemberSchema = staffIdentitySchema.extend({
  status: staffStatusSchema,
  /** Who invited them; null for the owner from the settings. */
  invitedBy: z.number().int().positive().nullable(),
  invitedAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/**
 * A staff sign-in: the customer service checks the Google access token with Google, then lets in
 * only an invited, not removed email (403 otherwise). Every attempt, refused or not, is recorded
 * in the audit log. The first sign-in fills the name from the Google profile.
 */
export const SignInStaff = defineRequest({
  subject: 'customer.sign-in-staff.v1',
  request: z.object({ accessToken: accessTokenSchema }).strict(),
  reply: staffIdentitySchema,
});

/**
 * A staff sign-in the gateway refused before Google identified anyone (cancelled at Google, a
 * state that is not this browser's, a code Google would not exchange), for the audit log: every
 * sign-in attempt, refused or not, is in it. The customer service records it; nobody is signed in.
 */
export const RecordRefusedStaffSignIn = defineRequest({
  subject: 'customer.record-refused-staff-sign-in.v1',
  request: z.object({ reason: z.string().trim().min(1).max(300) }).strict(),
  reply: z.object({ recorded: z.literal(true) }),
});

/**
 * The staff member behind a staff session as they are now, or null when removed: the gateway asks
 * on every back-office request, so a removal or a role change counts from the next request.
 */
export const GetActiveStaff = defineRequest({
  subject: 'customer.get-active-staff.v1',
  request: z.object({ id: staffIdSchema }).strict(),
  reply: staffIdentitySchema.nullable(),
});

/** Every staff member, removed ones too (their entries in the audit log still name them). Owner only ('staff.manage'). */
export const ListStaff = defineRequest({
  subject: 'customer.list-staff.v1',
  request: z.object({}).strict(),
  reply: z.array(staffMemberSchema),
});

/** Invites an email with a role (a removed member is invited again); 409 when they are already staff. */
export const InviteStaff = defineRequest({
  subject: 'customer.invite-staff.v1',
  request: z.object({ email: staffEmailSchema, role: invitableRoleSchema }).strict(),
  reply: staffMemberSchema,
});

/** A new role for a staff member; the owner's cannot change (409). */
export const ChangeStaffRole = defineRequest({
  subject: 'customer.change-staff-role.v1',
  request: z.object({ id: staffIdSchema, role: invitableRoleSchema }).strict(),
  reply: staffMemberSchema,
});

/** Removes a staff member: they cannot sign in, and their sessions end. The owner cannot be removed (409). */
export const RemoveStaff = defineRequest({
  subject: 'customer.remove-staff.v1',
  request: z.object({ id: staffIdSchema }).strict(),
  reply: staffMemberSchema,
});

/** A day, as the filters take it (India time): 2025-01-31. */
const daySchema = z.iso.date({ error: 'must be a date like 2025-01-31' });

const auditFilterFields = {
  staffId: staffIdSchema.optional(),
  /** The entity kind (`order`, `staff`, …), and optionally one entity of it. */
  entity: z.string().trim().min(1).max(40, 'entity must be at most 40 characters').regex(/^[a-z-]+$/, 'entity must be lower-case letters and -').optional(),
  entityId: z.string().trim().min(1).max(100, 'entityId must be at most 100 characters').optional(),
  /** Recorded on or after this day, and on or before that one (India time). */
  from: daySchema.optional(),
  to: daySchema.optional(),
};

const fromNotAfterTo = (filters: { from?: string; to?: string }) => !(filters.from && filters.to && filters.from > filters.to);
const DAY_ORDER = { message: 'from must not be after to', path: ['from'] };

export const auditFiltersSchema = z.object(auditFilterFields).strict().refine(fromNotAfterTo, DAY_ORDER);
export type AuditFilters = z.output<typeof auditFiltersSchema>;

export const AUDIT_PAGE_LIMIT = { default: 50, max: 200 } as const;
/** Entries the CSV export reads per request (the gateway streams page after page). */
export const AUDIT_EXPORT_PAGE_SIZE = 1000;

export const auditListQuerySchema = z
  .object({
    ...auditFilterFields,
    ...pagingFields(AUDIT_PAGE_LIMIT, BACK_OFFICE_MAX_PAGE),
  })
  .strict()
  .refine(fromNotAfterTo, DAY_ORDER);

/** One entry of the audit log: who (as they were then), when, what, before and after. */
export const auditEntrySchema = z.object({
  id: z.number().int().positive(),
  at: z.string(),
  /** Null for a sign-in by someone who is not staff, and for what the shop did by itself. */
  staffId: z.number().int().positive().nullable(),
  staffEmail: z.string(),
  staffName: z.string().nullable(),
  staffRole: staffRoleSchema.nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  summary: z.string(),
  before: auditValuesSchema,
  after: auditValuesSchema,
  correlationId: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The audit log, newest first, filtered; `total` counts every match. Owner and manager ('audit.read'). */
export const ListAuditEntries = defineRequest({
  subject: 'customer.list-audit-entries.v1',
  request: auditListQuerySchema,
  reply: z.object({ items: z.array(auditEntrySchema), total: z.number().int().min(0) }),
});

/** Where the next export page starts: after this entry, newest first. */
export const auditCursorSchema = z.object({ at: z.iso.datetime({ offset: true }), id: z.number().int().positive() }).strict();

/**
 * One page of the audit CSV: the filtered entries newest first after `cursor` (keyset, so every
 * page costs the same), as CSV lines ready to send; `next` is null after the last page.
 */
export const ReadAuditPage = defineRequest({
  subject: 'customer.read-audit-page.v1',
  request: z
    .object({
      ...auditFilterFields,
      cursor: auditCursorSchema.optional(),
      limit: z.number().int().min(1).max(AUDIT_EXPORT_PAGE_SIZE).default(AUDIT_EXPORT_PAGE_SIZE),
    })
    .strict()
    .refine(fromNotAfterTo, DAY_ORDER),
  reply: z.object({ csv: z.string(), next: auditCursorSchema.nullable() }),
});

/** The header line of the audit CSV. */
export const AUDIT_EXPORT_COLUMNS = ['At', 'Staff', 'Email', 'Role', 'Action', 'Entity', 'Entity id', 'Summary', 'Before', 'After', 'Correlation id'] as const;
