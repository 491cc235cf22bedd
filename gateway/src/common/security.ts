import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';

/** The SPA page Google's sign-in popup lands on must keep its opener, so it carries no opener policy at all. */
export const GOOGLE_CALLBACK_PATH = '/auth/google/callback';

/**
 * Security headers on every answer, API and SPA alike, with a content security policy the SPA
 * (and its runtime styles) works under. Profile pictures come from Google (or the sandbox
 * standing in for it).
 */
export function securityHeadersHook(profileImageOrigins: string[]) {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // Chakra UI (emotion) inserts style elements at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', ...profileImageOrigins],
        'connect-src': ["'self'"],
        'font-src': ["'self'", 'data:'],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Sign-in opens Google's consent page in a popup that must be able to report back.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  // The headers depend on the options only, so helmet runs once and every answer gets a copy.
  const all: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => (all[name] = value),
    removeHeader: (name: string) => delete all[name],
  };
  headers({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  const { 'Cross-Origin-Opener-Policy': _openerPolicy, ...withoutOpenerPolicy } = all;

  return (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
    reply.headers(request.url.startsWith(GOOGLE_CALLBACK_PATH) ? withoutOpenerPolicy : all);
    done();
  };
}

/**
 * The catalogue's public reads: the same for every shopper, so a browser may keep them and ask
 * again with the ETag it holds (a 304 costs a few bytes). A shopper's own review (`/mine`) is not one.
 */
const CATALOGUE_READS = /^\/api\/(products(\/\d+(\/(related|reviews))?)?|categories|seo\/blog-posts|site-settings)(\?|$)/;

/**
 * API answers are stored by no browser and no shared cache unless a route says otherwise: many
 * carry someone's orders, address or account. The catalogue's reads are revalidated instead.
 * Set first, so errors carry it too.
 */
export function apiNoStoreHook(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  if (request.url.startsWith('/api/')) {
    reply.header('Cache-Control', request.method === 'GET' && CATALOGUE_READS.test(request.url) ? 'no-cache' : 'no-store');
  }
  done();
}
