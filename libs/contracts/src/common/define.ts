import { z } from 'zod';

/** The services that answer requests; a request subject starts with one of these. */
export const SERVICES = ['catalog', 'pricing', 'order', 'customer', 'wishlist', 'notification', 'media', 'review', 'trade'] as const;
export type ServiceName = (typeof SERVICES)[number];

/** `<service>.<verb-noun>.v<n>`, e.g. `pricing.get-price.v1`. */
export const REQUEST_SUBJECT = /^([a-z]+)\.([a-z]+(?:-[a-z]+)+)\.v([1-9][0-9]*)$/;
/** `<entity>.<past-tense>.v<n>`, e.g. `order.placed.v1`. */
export const EVENT_SUBJECT = /^([a-z]+(?:-[a-z]+)*)\.([a-z]+(?:-[a-z]+)*)\.v([1-9][0-9]*)$/;
const IRREGULAR_PAST = new Set(['sent', 'paid', 'built', 'made', 'sold', 'held', 'left', 'lost', 'put', 'set', 'shipped']);

export interface RequestContract<Req extends z.ZodType = z.ZodType, Rep extends z.ZodType = z.ZodType> {
  readonly kind: 'request';
  readonly subject: string;
  readonly service: ServiceName;
  /** Validates what a caller sends; the answering service runs it before its handler. */
  readonly request: Req;
  /** Describes the answer; it is the type both sides compile against. */
  readonly reply: Rep;
}

export interface EventContract<P extends z.ZodType = z.ZodType> {
  readonly kind: 'event';
  readonly subject: string;
  /** The JetStream stream the event is stored in: the entity, upper-cased. */
  readonly stream: string;
  readonly payload: P;
}

export type RequestOf<C extends RequestContract> = z.input<C['request']>;
export type ParsedRequestOf<C extends RequestContract> = z.output<C['request']>;
export type ReplyOf<C extends RequestContract> = z.output<C['reply']>;
export type PayloadOf<C extends EventContract> = z.output<C['payload']>;

/** Why a subject breaks the naming rule, or null when it follows it. */
export function requestSubjectProblem(subject: string): string | null {
  const match = REQUEST_SUBJECT.exec(subject);
  if (!match) return `request subject "${subject}" must look like <service>.<verb-noun>.v<n>`;
  if (!(SERVICES as readonly string[]).includes(match[1])) {
    return `request subject "${subject}" names unknown service "${match[1]}"`;
  }
  return null;
}

export function eventSubjectProblem(subject: string): string | null {
  const match = EVENT_SUBJECT.exec(subject);
  if (!match) return `event subject "${subject}" must look like <entity>.<past-tense>.v<n>`;
  const verb = match[2].split('-').pop() as string;
  if (!verb.endsWith('ed') && !IRREGULAR_PAST.has(verb)) {
    return `event subject "${subject}" must end in a past-tense verb`;
  }
  return null;
}

export function defineRequest<Req extends z.ZodType, Rep extends z.ZodType>(def: {
  subject: string;
  request: Req;
  reply: Rep;
}): RequestContract<Req, Rep> {
  const problem = requestSubjectProblem(def.subject);
  if (problem) throw new Error(problem);
  return { kind: 'request', service: def.subject.split('.')[0] as ServiceName, ...def, request: def.request.superRefine(refuseNul) };
}

/**
 * No request may carry a NUL character or broken Unicode (a lone surrogate), in any text or key:
 * Postgres cannot store either (text refuses NUL, jsonb refuses both), and no field of ours means
 * them. Refused here, every request is refused alike on both sides.
 */
function refuseNul(value: unknown, ctx: z.RefinementCtx): void {
  const found = unstorableText(value, []);
  if (found) ctx.addIssue({ code: 'custom', path: found.path, message: found.message });
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What a string holds that Postgres cannot store, if anything. */
function unstorable(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'must be well-formed Unicode (it holds a lone surrogate)';
  return null;
}

function unstorableText(value: unknown, at: PropertyKey[]): { path: PropertyKey[]; message: string } | null {
  if (typeof value === 'string') {
    const message = unstorable(value);
    return message ? { path: at, message } : null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = unstorableText(value[i], [...at, i]);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const keyProblem = unstorable(key);
      const found = keyProblem ? { path: [...at, key], message: keyProblem } : unstorableText(item, [...at, key]);
      if (found) return found;
    }
  }
  return null;
}

export function defineEvent<P extends z.ZodType>(def: { subject: string; payload: P }): EventContract<P> {
  const problem = eventSubjectProblem(def.subject);
  if (problem) throw new Error(problem);
  const entity = def.subject.split('.')[0];
  return { kind: 'event', stream: entity.replace(/-/g, '_').toUpperCase(), ...def };
}

/** Every event carries an id (used for de-duplication) and its creation time. */
export const eventEnvelope = z.object({
  eventId: z.uuid(),
  occurredAt: z.iso.datetime(),
});
