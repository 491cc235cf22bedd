import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Deeper than any body the shop takes (an order is 3 levels): a deeper one is refused unread. */
export const MAX_JSON_DEPTH = 16;

class BodyError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * How deep the arrays and objects of a JSON text nest, counted in one pass over its characters
 * (strings skipped), stopping as soon as `limit` is passed: no recursion, so no body can make
 * this, or anything after it, walk deeper than the limit.
 */
export function nestingExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c /* \ */) i++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      if (++depth > limit) return true;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) {
      depth--;
    }
  }
  return false;
}

/**
 * Request bodies are JSON and nothing else: a form or text body (which a page on any site can
 * post without a preflight) answers 415; JSON nested deeper than MAX_JSON_DEPTH answers 400
 * before it is parsed. Fastify's own parser then reads it, refusing `__proto__` and `constructor`.
 */
export function acceptJsonBodiesOnly(server: FastifyInstance): void {
  const parse = server.getDefaultJsonParser('error', 'error');
  server.removeAllContentTypeParsers();
  server.addContentTypeParser('application/json', { parseAs: 'string' }, (request: FastifyRequest, body: string | Buffer, done) => {
    const text = String(body);
    if (nestingExceeds(text, MAX_JSON_DEPTH)) {
      done(new BodyError(400, `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep`), undefined);
      return;
    }
    parse(request, text, done);
  });
  server.addContentTypeParser('*', (_request, _payload, done) => {
    done(new BodyError(415, 'Send the request body as JSON (Content-Type: application/json)'), undefined);
  });
}
