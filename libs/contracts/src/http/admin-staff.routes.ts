import { z } from 'zod';
import { PERMISSION_NAMES, type Permission } from '../staff/roles';
import {
  auditEntrySchema,
  auditFiltersSchema,
  auditListQuerySchema,
  invitableRoleSchema,
  staffEmailSchema,
  staffIdentitySchema,
  staffIdSchema,
  staffMemberSchema,
} from '../staff/staff';
import { defineRoute } from './route';

/** Who is signed in to the back office, with what their role lets them do (the admin SPA shows only that). */
export const apiStaffMeSchema = staffIdentitySchema.extend({ permissions: z.array(z.enum(PERMISSION_NAMES as [Permission, ...Permission[]])) });
export type ApiStaffMe = z.output<typeof apiStaffMeSchema>;
export type ApiStaffMember = z.output<typeof staffMemberSchema>;
export type ApiAuditEntry = z.output<typeof auditEntrySchema>;

const SIGNED_OUT = 'No staff member is signed in';

/**
 * Staff sign-in: Google's redirect flow (authorization code) with its own session, separate from
 * shoppers' (the `shop_staff` cookie, HttpOnly, SameSite=Strict, for /api/admin only). These
 * routes need no permission: they are how a staff member gets one.
 */
export const adminAuthApi = {
  googleRedirect: defineRoute({
    method: 'GET',
    path: '/api/admin/auth/google',
    tag: 'back office: sign-in',
    summary: "Start a staff sign-in: a redirect to Google's consent, with a `state` bound to this browser (against login CSRF)",
    status: 303,
    errors: { 404: 'Google redirect sign-in is not configured (GOOGLE_CLIENT_SECRET)' },
  }),
  googleCallback: defineRoute({
    method: 'GET',
    path: '/api/admin/auth/google/callback',
    tag: 'back office: sign-in',
    summary: "Google's return: on success the staff session starts and the browser goes to /admin; otherwise to /admin/login?error=…",
    description:
      'Refusals (not invited, removed, a state that is not this browser’s, a code Google does not accept) are a redirect to `/admin/login?error=<message>`, never a session. Every attempt is in the audit log.',
    query: z.object({ code: z.string().max(2048).optional(), state: z.string().max(200).optional(), error: z.string().max(200).optional() }).loose(),
    status: 303,
    errors: { 429: 'Too many sign-in attempts from this client' },
  }),
  me: defineRoute({
    method: 'GET',
    path: '/api/admin/auth/me',
    tag: 'back office: sign-in',
    summary: 'The signed-in staff member, their role and its permissions',
    response: apiStaffMeSchema,
    errors: { 401: SIGNED_OUT },
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/admin/auth/logout',
    tag: 'back office: sign-in',
    summary: 'Staff sign-out: the staff session ends on the server and its cookie is cleared',
    response: z.object({ success: z.literal(true) }),
    errors: { 503: 'The session store does not answer: the session could not be ended' },
  }),
};

const MANAGE = { 401: SIGNED_OUT, 403: 'Only the owner manages staff' } as const;
const staffParams = z.object({ id: staffIdSchema });

export const adminStaffApi = {
  listStaff: defineRoute({
    method: 'GET',
    path: '/api/admin/staff',
    tag: 'back office: staff',
    summary: 'Every staff member with role and status (invited, active, removed)',
    staff: 'staff.manage',
    response: z.array(staffMemberSchema),
    errors: MANAGE,
  }),
  inviteStaff: defineRoute({
    method: 'POST',
    path: '/api/admin/staff',
    tag: 'back office: staff',
    summary: 'Invite a Google account by email with a role; they can sign in from then on',
    staff: 'staff.manage',
    body: z.object({ email: staffEmailSchema, role: invitableRoleSchema }).strict(),
    response: staffMemberSchema,
    status: 201,
    errors: { ...MANAGE, 409: 'That email is already staff' },
  }),
  changeStaffRole: defineRoute({
    method: 'PATCH',
    path: '/api/admin/staff/:id',
    tag: 'back office: staff',
    summary: "Change a staff member's role; it counts from their next request",
    staff: 'staff.manage',
    params: staffParams,
    body: z.object({ role: invitableRoleSchema }).strict(),
    response: staffMemberSchema,
    errors: { ...MANAGE, 404: 'No such staff member', 409: "The owner's role cannot change, and a removed member has none" },
  }),
  removeStaff: defineRoute({
    method: 'DELETE',
    path: '/api/admin/staff/:id',
    tag: 'back office: staff',
    summary: 'Remove a staff member: their sessions end and they can no longer sign in',
    staff: 'staff.manage',
    params: staffParams,
    response: staffMemberSchema,
    errors: { ...MANAGE, 404: 'No such staff member', 409: 'The owner cannot be removed' },
  }),
};

const READ_AUDIT = { 401: SIGNED_OUT, 403: "The staff member's role may not read the audit log" } as const;

export const adminAuditApi = {
  listAudit: defineRoute({
    method: 'GET',
    path: '/api/admin/audit',
    tag: 'back office: audit log',
    summary: 'The audit log, newest first: every staff action and sign-in, filtered by staff, entity and date (India time)',
    staff: 'audit.read',
    query: auditListQuerySchema,
    response: z.array(auditEntrySchema),
    paged: true,
    errors: READ_AUDIT,
  }),
  exportAudit: defineRoute({
    method: 'GET',
    path: '/api/admin/audit/export',
    tag: 'back office: audit log',
    summary: 'The filtered audit log as CSV (text/csv, streamed, newest first, every page)',
    staff: 'audit.read',
    query: auditFiltersSchema,
    errors: READ_AUDIT,
  }),
};
