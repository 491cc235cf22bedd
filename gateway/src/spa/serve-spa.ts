import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageRenderer } from './page-renderer';

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** Built product pictures (tools/sample-art): each name is drawn from its product and size once, never redrawn. */
const isMedia = (path: string, root: string) => path.startsWith(`${join(root, 'media')}/`);

/**
 * Serves the built SPA from the gateway's own origin. Hashed assets and media are cached for a
 * year; any other GET outside /api that asks for HTML is a page: the page renderer's when there is
 * one (the public pages come rendered with their data), else index.html, so deep links such as
 * /collection/all survive a reload (the SPA renders its own not-found page).
 */
export async function serveSpa(app: NestFastifyApplication, staticDir: string, renderer: PageRenderer | null = null): Promise<void> {
  const root = resolve(staticDir);
  const index = join(root, 'index.html');
  if (!existsSync(index)) throw new Error(`STATIC_DIR ${root} has no index.html: build the frontend first`);

  // One route per file found at start-up (wildcard: false): the built SPA does not change while we run.
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies of every text file (frontend/scripts/precompress.mjs).
    preCompressed: true,
    setHeaders: (reply, path) => {
      const hashed = path.startsWith(`${join(root, 'assets')}/`) || isMedia(path, root);
      reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  const fallback = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    const wantsHtml = (request.headers.accept ?? '*/*').split(',').some((type) => /^\s*(text\/html|\*\/\*)/.test(type));
    if (isApi(url) || !wantsHtml) {
      const path = url.split('?')[0];
      return reply.status(404).send({ statusCode: 404, message: `Cannot ${request.method} ${path}`, correlationId: request.context?.correlationId });
    }
    if (renderer && (await renderer.forward(request, reply))) return reply;
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  };
  const server = app.getHttpAdapter().getInstance();
  server.get('/', fallback);
  server.get('/*', fallback);
}
