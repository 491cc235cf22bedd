// After `vite build`: a Brotli and a gzip copy of every text file in dist, made once at build
// time at the highest levels, so the gateway serves them as they are (preCompressed in
// @fastify/static) and spends no CPU compressing per request. Images are compressed already.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.webmanifest', '.map']);
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

const root = process.argv[2] ?? 'dist';
let before = 0;
let after = 0;
for (const path of files(root)) {
  if (!TEXT.has(extname(path))) continue;
  const content = readFileSync(path);
  if (content.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  writeFileSync(`${path}.br`, brotli);
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  before += content.length;
  after += brotli.length;
}
console.log(`precompressed ${(before / 1024).toFixed(0)} KiB of text to ${(after / 1024).toFixed(0)} KiB (brotli)`);
