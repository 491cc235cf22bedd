import type { BaseQueryFn } from '@reduxjs/toolkit/query';

export type ShopApiErrorStatus = number | 'FETCH_ERROR' | 'PARSING_ERROR';

/** What every failed call resolves to; `message` is what the shopper-facing code shows or logs. */
export interface ShopApiError {
  status: ShopApiErrorStatus;
  message: string;
}

export type QueryParams = Record<string, string | number | boolean | undefined>;

export interface ShopRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: QueryParams;
  /** Sent as JSON when present. */
  body?: unknown;
}

/** An answer as the base query reads it: `fetch`'s Response has all of it. */
export interface ShopResponse {
  ok: boolean;
  status: number;
  statusText: string;
  headers: Pick<Headers, 'get'>;
  text(): Promise<string>;
}

/** How a request is sent: the browser's `fetch`, or the page renderer's own client (`ShopRequestContext.fetch`). */
export type ShopFetch = (url: string, init: RequestInit) => Promise<ShopResponse>;

/** What an answer carries besides its body: the response, for headers such as `X-Total-Count`. */
export interface ShopQueryMeta {
  response: Pick<ShopResponse, 'headers' | 'status'>;
}

export type ShopBaseQuery = BaseQueryFn<string | ShopRequest, unknown, ShopApiError, object, ShopQueryMeta>;

function buildUrl(baseUrl: string, { url, params }: ShopRequest): string {
  const path = `${baseUrl.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.append(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** What the store gives every request (`makeStore`'s options): the page renderer sends them its own way. */
export interface ShopRequestContext {
  /** The gateway's origin (`http://127.0.0.1:8080`) on the server; absent in the browser, where /api is the page's own. */
  apiOrigin?: string;
  /** Sends the requests instead of the global `fetch` (the page renderer's gateway client). */
  fetch?: ShopFetch;
}

function messageOf(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}

/**
 * The one way the storefront talks to the gateway (spec sections 7 and 8): requests
 * carry the session cookie, answers are parsed as JSON, and any non-OK answer fails
 * with the message `${status}: ${body text}`, or the status text when the body is empty.
 * It never retries; callers decide whether to ask again.
 */
export function createShopBaseQuery(baseUrl: string): ShopBaseQuery {
  return async (args, { signal, extra }) => {
    const request: ShopRequest = typeof args === 'string' ? { url: args } : args;
    const hasBody = request.body !== undefined;
    const context = (extra as ShopRequestContext | undefined) ?? {};
    // `fetch` is looked up on every call so the page's current implementation is used.
    const send: ShopFetch = context.fetch ?? fetch;

    let response: ShopResponse;
    let bodyText: string;
    try {
      response = await send(buildUrl(`${context.apiOrigin ?? ''}${baseUrl}`, request), {
        method: request.method ?? 'GET',
        credentials: 'include',
        headers: hasBody
          ? { Accept: 'application/json', 'Content-Type': 'application/json' }
          : { Accept: 'application/json' },
        body: hasBody ? JSON.stringify(request.body) : undefined,
        signal,
      });
      bodyText = await response.text();
    } catch (cause) {
      return { error: { status: 'FETCH_ERROR', message: messageOf(cause) } };
    }

    const meta: ShopQueryMeta = { response };
    if (!response.ok) {
      return { error: { status: response.status, message: `${response.status}: ${bodyText || response.statusText}` }, meta };
    }
    if (bodyText === '') return { data: null, meta };
    try {
      return { data: JSON.parse(bodyText) as unknown, meta };
    } catch (cause) {
      return { error: { status: 'PARSING_ERROR', message: messageOf(cause) }, meta };
    }
  };
}

export function isShopApiError(error: unknown): error is ShopApiError {
  return typeof error === 'object' && error !== null && 'status' in error && 'message' in error;
}

/** A readable message for any error an RTK Query hook reports. */
export function apiErrorMessage(error: unknown): string {
  if (isShopApiError(error)) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  return 'Something went wrong';
}
