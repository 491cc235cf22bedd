import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { UPLOADS_URL_PREFIX } from '@shop/contracts';

/**
 * Serves the processed uploads (MEDIA_DIR/uploads) under /media/uploads/. Their names hold their
 * content's hash, so a name never changes meaning: cached for a year. The originals
 * (MEDIA_DIR/originals) and unfinished files (dot names) are never served.
 */
export async function serveUploads(app: NestFastifyApplication, mediaDir: string): Promise<void> {
  const root = join(mediaDir, 'uploads');
  await mkdir(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: UPLOADS_URL_PREFIX,
    // Files appear while the gateway runs: looked up per request, not listed at start-up.
    wildcard: true,
    index: false,
    dotfiles: 'ignore',
    // The SPA's own registration (serveSpa) decorates the reply, when there is one.
    decorateReply: false,
    setHeaders: (reply) => reply.header('Cache-Control', 'public, max-age=31536000, immutable'),
  });
}
