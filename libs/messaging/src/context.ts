import { randomUUID } from 'node:crypto';
import { headers as natsHeaders, type MsgHdrs } from '@nats-io/transport-node';

/** The verified signed-in user, as the gateway puts it in message headers. */
export interface AuthenticatedUser {
  id: string;
  email: string;
}

/** What every handler and service method receives first: who asks, and which request this is. */
export interface RequestContext {
  correlationId: string;
  user?: AuthenticatedUser;
  /**
   * This browser's checkout, from its signed checkout credential: the customer it may place
   * orders for, and its own id, which the orders it places carry (only it may retry or pay them).
   */
  checkout?: Checkout;
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
  return ctx;
}
