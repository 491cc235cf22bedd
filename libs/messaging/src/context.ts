import { randomUUID } from 'node:crypto';
import { headers as natsHeaders, type MsgHdrs } from '@nats-io/transport-node';
import { roleMay, staffRoleSchema, type Permission, type StaffRole } from '@shop/contracts';
import { forbidden } from './errors';

/** The verified signed-in user, as the gateway puts it in message headers. */
export interface AuthenticatedUser {
  id: string;
  email: string;
}

/** What every handler and service method receives first: who asks, and which request this is. */
/** The verified staff member signed in to the back office, as the gateway puts it in message headers. */
export interface StaffIdentity {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

export interface RequestContext {
  correlationId: string;
  user?: AuthenticatedUser;
  /** The staff member a back-office request comes from (never set with `user`: the sessions are separate). */
  staff?: StaffIdentity;
  /**
   * This browser's checkout, from its signed checkout credential: the customer it may place
   * orders for, and its own id, which the orders it places carry (only it may retry or pay them).
   */
  checkout?: Checkout;
  /**
   * The designer signed in to the trade portal (issue 20), from their own session: never set with
   * `user` or `staff`. Only their id: the trade service reads whether they may still act.
   */
  designer?: DesignerIdentity;
}

export interface DesignerIdentity {
  id: number;
  /** The session's version: a password reset or a suspension raises the designer's, ending older sessions. */
  sessionVersion: number;
}

export interface Checkout {
  id: string;
  customerId: number;
}

/** Is a user signed in with this email (emails compared without case)? */
export function signedInAs(ctx: RequestContext, email: string): boolean {
  return ctx.user !== undefined && ctx.user.email.toLowerCase() === email.toLowerCase();
}

export const CORRELATION_ID_HEADER = 'x-correlation-id';
export const USER_HEADER = 'x-user';
export const CHECKOUT_HEADER = 'x-checkout';
export const STAFF_HEADER = 'x-staff';
export const DESIGNER_HEADER = 'x-designer';

/**
 * The staff member asking, when their role may do this: the owning service's own check of what
 * the gateway already checked (DESIGN.md). A 403 for no staff member or a role that may not.
 */
export function staffMay(ctx: RequestContext, permission: Permission): StaffIdentity {
  if (!ctx.staff) throw forbidden('Only signed-in staff may do this');
  if (!roleMay(ctx.staff.role, permission)) throw forbidden(`A ${ctx.staff.role} may not do this (${permission})`);
  return ctx.staff;
}

const CORRELATION_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** Keeps a caller's correlation id when it is well formed, otherwise starts a new one. */
export function correlationIdFrom(candidate: unknown): string {
  return typeof candidate === 'string' && CORRELATION_ID.test(candidate) ? candidate : randomUUID();
}

export function newContext(user?: AuthenticatedUser): RequestContext {
  return { correlationId: randomUUID(), ...(user ? { user } : {}) };
}

export function contextToHeaders(ctx: RequestContext): MsgHdrs {
  const h = natsHeaders();
  h.set(CORRELATION_ID_HEADER, ctx.correlationId);
  if (ctx.user) h.set(USER_HEADER, JSON.stringify(ctx.user));
  if (ctx.checkout) h.set(CHECKOUT_HEADER, `${ctx.checkout.customerId}:${ctx.checkout.id}`);
  if (ctx.staff) h.set(STAFF_HEADER, JSON.stringify(ctx.staff));
  if (ctx.designer) h.set(DESIGNER_HEADER, `${ctx.designer.id}:${ctx.designer.sessionVersion}`);
  return h;
}

export function contextFromHeaders(h: MsgHdrs | undefined): RequestContext {
  const ctx: RequestContext = { correlationId: correlationIdFrom(h?.get(CORRELATION_ID_HEADER)) };
  const user = h?.get(USER_HEADER);
  if (user) {
    try {
      const parsed = JSON.parse(user) as Partial<AuthenticatedUser>;
      if (typeof parsed.id === 'string' && typeof parsed.email === 'string') {
        ctx.user = { id: parsed.id, email: parsed.email };
      }
    } catch {
      // A malformed user header is treated as no user: the gateway is the only writer.
    }
  }
  const checkout = /^([1-9]\d{0,9}):([A-Za-z0-9_-]{16,64})$/.exec(h?.get(CHECKOUT_HEADER) ?? '');
  if (checkout) ctx.checkout = { customerId: Number(checkout[1]), id: checkout[2] };
  const staff = staffFrom(h?.get(STAFF_HEADER));
  if (staff) ctx.staff = staff;
  const designer = /^([1-9]\d{0,9}):(\d{1,9})$/.exec(h?.get(DESIGNER_HEADER) ?? '');
  if (designer) ctx.designer = { id: Number(designer[1]), sessionVersion: Number(designer[2]) };
  return ctx;
}

/** A staff header as the gateway writes it; anything else is no staff member (the gateway is the only writer). */
function staffFrom(header: string | undefined): StaffIdentity | null {
  if (!header) return null;
  try {
    const parsed = JSON.parse(header) as Partial<StaffIdentity>;
    const role = staffRoleSchema.safeParse(parsed.role);
    if (!Number.isInteger(parsed.id) || typeof parsed.email !== 'string' || typeof parsed.name !== 'string' || !role.success) return null;
    return { id: parsed.id as number, email: parsed.email, name: parsed.name, role: role.data };
  } catch {
    return null;
  }
}
