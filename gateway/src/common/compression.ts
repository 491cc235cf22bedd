import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * Every answer carries an ETag (a repeat read of the same catalogue answers 304 with no body) and
 * is compressed for clients that accept it: Brotli at a quality fast enough for every request
 * (4; 11 would cost tens of milliseconds), else gzip. Small answers are not worth it. Answers that
 * come compressed already (the built SPA's .br files, the page renderer's pages) pass untouched.
 */
export async function compressAnswers(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyEtag);
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
