import { serialize } from 'cookie';
import type { FastifyReply } from 'fastify';

/**
 * Sets or clears one of the gateway's cookies: HttpOnly, SameSite=Lax, for the whole site, and
 * Secure when the shop is served over https. Fastify adds each Set-Cookie beside the others.
 */
export function setCookie(res: FastifyReply, publicUrl: string, name: string, value: string, maxAgeSeconds: number): void {
  res.header(
    'Set-Cookie',
    serialize(name, value, { httpOnly: true, sameSite: 'lax', secure: publicUrl.startsWith('https:'), path: '/', maxAge: maxAgeSeconds }),
  );
}

export const clearCookie = (res: FastifyReply, publicUrl: string, name: string) => setCookie(res, publicUrl, name, '', 0);
