import type { z } from 'zod';
import type { Permission } from '../staff/roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The failures a route may answer besides invalid input and the gateway-wide ones, each with what it means. */
export type RouteErrors = Partial<Record<400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503, string>>;

/**
 * One HTTP call of the storefront API, declared once: the gateway derives its route, its input
 * validation and its OpenAPI operation from it, and the SPA its types. Money in a response is
 * `rupeesOnTheWire`: the schema decodes a service's paise into the spec's rupees.
 */
export interface HttpRoute<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  readonly method: HttpMethod;
  /** The full path, as the browser calls it: `/api/products/:id`. */
  readonly path: string;
  /** The OpenAPI tag: the part of the shop the call belongs to. */
  readonly tag: string;
  readonly summary: string;
  readonly description?: string;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  /** What the call answers, from the service's reply (`z.input`) to the wire (`z.output`). */
  readonly response?: R;
  /**
   * A list answered a page at a time: the handler returns `{ items, total }`, the browser gets
   * the items as the body and the total over every page in the `X-Total-Count` header.
   */
  readonly paged?: boolean;
  /** The success status: 200 unless said. */
  readonly status?: 200 | 201 | 202 | 204 | 303;
  readonly errors?: RouteErrors;
  /**
   * The answer to input that breaks its schema, when it must not be a 400 naming the field: order
   * tracking answers a malformed email exactly like a wrong one.
   */
  readonly invalidInput?: { status: number; message: string };
  /**
   * A back-office call (its path starts with `/api/admin/`): only a signed-in staff member whose
   * role has this permission may make it (401 signed out, 403 another role). The gateway checks
   * it before the handler; the owning service checks it again.
   */
  readonly staff?: Permission;
}

export function defineRoute<
  P extends z.ZodType = z.ZodNever,
  Q extends z.ZodType = z.ZodNever,
  B extends z.ZodType = z.ZodNever,
  R extends z.ZodType = z.ZodNever,
  G extends boolean = false,
>(route: HttpRoute<P, Q, B, R> & { readonly paged?: G }): HttpRoute<P, Q, B, R> & { readonly paged?: G } {
  if (!route.path.startsWith('/api/')) throw new Error(`route path "${route.path}" must start with /api/`);
  // Every back-office call names who may make it; a public path cannot be made a staff one by mistake.
  const admin = route.path.startsWith('/api/admin/');
  const signIn = route.path.startsWith('/api/admin/auth/');
  if (admin && !signIn && !route.staff) throw new Error(`back-office route "${route.path}" must name its staff permission`);
  if (!admin && route.staff) throw new Error(`route "${route.path}" names a staff permission but is not under /api/admin/`);
  return route;
}

type Parsed<S> = NonNullable<S> extends z.ZodType ? z.output<NonNullable<S>> : never;

/** What a handler receives: the route's params, query and body, parsed. */
export interface RouteInput<R extends HttpRoute> {
  params: Parsed<R['params']>;
  query: Parsed<R['query']>;
  body: Parsed<R['body']>;
}

/**
 * An answer (or a paged answer's items) already encoded as the browser reads them: the JSON text
 * of the response schema's output (rupees). Sent as it is; outside production the gateway checks
 * it first.
 */
export interface EncodedItems {
  readonly encodedJson: string;
}

/**
 * What a handler returns: the service's side of the response schema (paise), or the answer
 * already encoded; for a paged route, with the total, and the items possibly already encoded.
 */
export type RouteReply<R extends HttpRoute> = NonNullable<R['response']> extends z.ZodNever
  ? unknown
  : NonNullable<R['paged']> extends true
    ? { items: z.input<NonNullable<R['response']>> | EncodedItems; total: number }
    : z.input<NonNullable<R['response']>> | EncodedItems;

/** What the browser receives (rupees). */
export type ResponseOf<R extends HttpRoute> = z.output<NonNullable<R['response']>>;

/** What the browser sends as the body. */
export type BodyOf<R extends HttpRoute> = z.input<NonNullable<R['body']>>;

/** What the browser puts in the query string. */
export type QueryOf<R extends HttpRoute> = z.input<NonNullable<R['query']>>;

/** The path's parameters, as the browser fills them in. */
export type ParamsOf<R extends HttpRoute> = z.input<NonNullable<R['params']>>;
