import type { ServiceErrorBody } from '../errors';

/** What a service answers on the reply subject. */
export type RpcReply<T = unknown> = { ok: true; data: T } | { ok: false; error: ServiceErrorBody };
