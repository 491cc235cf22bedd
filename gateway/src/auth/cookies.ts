import { serialize } from 'cookie';
import type { FastifyReply } from 'fastify';

/** Where a cookie goes and whether other sites' requests carry it: the whole site, SameSite=Lax unless said. */
export interface CookieScope {
  path?: string;
  sameSite?: 'lax' | 'strict';
}

/**
 * Sets or clears one of the gateway's cookies: HttpOnly, SameSite=Lax, for the whole site unless
 * `scope` says otherwise, and Secure when the shop is served over https. Fastify adds each
 * Set-Cookie beside the others.
 */
export function setCookie(res: FastifyReply, publicUrl: string, name: string, value: string, maxAgeSeconds: number, scope: CookieScope = {}): void {
  res.header(
    'Set-Cookie',
    serialize(name, value, {
      httpOnly: true,
      sameSite: scope.sameSite ?? 'lax',
      secure: publicUrl.startsWith('https:'),
      path: scope.path ?? '/',
      maxAge: maxAgeSeconds,
    }),
  );
}

export const clearCookie = (res: FastifyReply, publicUrl: string, name: string, scope: CookieScope = {}) => setCookie(res, publicUrl, name, '', 0, scope);
