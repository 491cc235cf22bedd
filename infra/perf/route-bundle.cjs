// The JavaScript a browser must download before a route of the built SPA can render, read from
// the manifest Vite writes (frontend/dist/.vite/manifest.json). Used by the size budget test and
// by `npm run lighthouse`.
const { existsSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const { gzipSync } = require('node:zlib');

const MANIFEST = join('.vite', 'manifest.json');

/** Reads a build's manifest; a missing build is a clear error, not an empty bundle. */
function readManifest(distDir) {
  const path = join(distDir, MANIFEST);
  if (!existsSync(path)) {
    throw new Error(`${path} does not exist: build the frontend first (npm run build:web).`);
  }
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** Manifest keys of a chunk and every chunk it imports statically, each once, the chunk first. */
function staticClosure(manifest, key) {
  const seen = new Set();
  const visit = (current) => {
    if (seen.has(current)) return;
    const chunk = manifest[current];
    if (!chunk) throw new Error(`The build manifest has no chunk ${current}.`);
    seen.add(current);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return [...seen];
}

/**
 * The JavaScript files loaded before `route` renders: the HTML entry's chunk and its static
 * imports, plus, when the router loads the route lazily, the route's chunk and its static
 * imports. `route` is the page's source module as the manifest names it (e.g.
 * src/app/routes/home-page.tsx); a route the router imports statically has no chunk of its own
 * and travels in the entry's graph, so it adds nothing.
 */
function routeInitialChunks(manifest, { entry = 'index.html', route }) {
  const entryChunk = manifest[entry];
  if (!entryChunk?.isEntry) throw new Error(`The build manifest has no entry ${entry}.`);
  const keys = new Set(staticClosure(manifest, entry));
  const routeChunk = manifest[route];
  if (routeChunk) {
    if (!routeChunk.isDynamicEntry) throw new Error(`${route} is in the build manifest but not as a lazily loaded chunk.`);
    for (const key of staticClosure(manifest, route)) keys.add(key);
  }
  return [...keys].map((key) => manifest[key].file);
}

/** Raw and gzipped (level 9, as servers precompress) sizes of the route's initial JavaScript, per file and in total. */
function routeInitialJs(distDir, options) {
  const files = routeInitialChunks(readManifest(distDir), options).map((file) => {
    const code = readFileSync(join(distDir, file));
    return { file, bytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length };
  });
  const total = (field) => files.reduce((sum, file) => sum + file[field], 0);
  return { files, bytes: total('bytes'), gzipBytes: total('gzipBytes') };
}

module.exports = { readManifest, routeInitialChunks, routeInitialJs };
