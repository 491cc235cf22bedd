// The JavaScript a browser must download before a route of the built SPA can render, read from
// the manifest Vite writes (frontend/dist/.vite/manifest.json). Used by the size budget test and
// by `npm run lighthouse`.
const { existsSync, readdirSync, readFileSync, statSync } = require('node:fs');
const { dirname, join, relative, resolve, sep } = require('node:path');
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
 * imports, the app it loads (a lazily imported chunk that is an entry of the build) and its static
 * imports, plus, when the router loads the route lazily, the route's chunk and its static
 * imports. `route` is the page's source module as the manifest names it (e.g.
 * src/app/routes/home-page.tsx); a route the router imports statically has no chunk of its own
 * and travels in the entry's graph, so it adds nothing.
 */
function routeInitialChunks(manifest, { entry = 'index.html', route }) {
  const entryChunk = manifest[entry];
  if (!entryChunk?.isEntry) throw new Error(`The build manifest has no entry ${entry}.`);
  const keys = new Set(staticClosure(manifest, entry));
  // The app the page's entry loads after the first paint (src/app/start.tsx): an entry of the build too.
  for (const app of (entryChunk.dynamicImports ?? []).filter((key) => manifest[key]?.isEntry)) {
    for (const key of staticClosure(manifest, app)) keys.add(key);
  }
  const routeChunk = manifest[route];
  if (routeChunk) {
    if (!routeChunk.isDynamicEntry) throw new Error(`${route} is in the build manifest but not as a lazily loaded chunk.`);
    for (const key of staticClosure(manifest, route)) keys.add(key);
  }
  return [...keys].map((key) => manifest[key].file);
}

/**
 * Every JavaScript file a visitor could ever download without entering an area: the entry's
 * chunks and, followed through every static and lazy import, everything the storefront's routes
 * and dialogs load, but never across a lazy import of a module whose path starts with one of
 * `areas` (e.g. `src/admin/`). Each file once, in the order first reached.
 */
function reachableChunks(manifest, { entry = 'index.html', areas = [] } = {}) {
  if (!manifest[entry]?.isEntry) throw new Error(`The build manifest has no entry ${entry}.`);
  const inArea = (key) => areas.some((area) => key.startsWith(area));
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk ${key}.`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const lazy of chunk.dynamicImports ?? []) if (!inArea(lazy)) visit(lazy);
  };
  visit(entry);
  return [...seen].map((key) => manifest[key].file);
}

/**
 * The files only an area needs: what its lazily loaded entry (e.g. src/admin/app/admin-area.tsx)
 * reaches, statically or lazily, that a visitor outside it never downloads.
 */
function areaOnlyChunks(manifest, { entry = 'index.html', area, areaEntry }) {
  const chunk = manifest[areaEntry];
  if (!chunk?.isDynamicEntry) throw new Error(`${areaEntry} is not a lazily loaded chunk of the build.`);
  const outside = new Set(reachableChunks(manifest, { entry, areas: [area] }));
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) visit(imported);
  };
  visit(areaEntry);
  return [...seen].map((key) => manifest[key].file).filter((file) => !outside.has(file));
}

const SOURCE_FILE = /\.(ts|tsx|js|jsx|mjs)$/;
// Static imports and re-exports (`import … from '…'`, `export … from '…'`, `import '…'`) and lazy `import('…')`.
const IMPORT = /\b(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const path = join(dir, item.name);
    if (item.isDirectory()) return sourceFiles(path);
    return SOURCE_FILE.test(item.name) ? [path] : [];
  });
}

/**
 * The imports into `area` (a folder of `srcDir`, e.g. `admin`) from source files outside it, each
 * with the importing file (relative to `srcDir`), the specifier and whether it is lazy. Type-only
 * imports are left out: they vanish from the build. Test files are left out: they never ship.
 */
function importsIntoArea(srcDir, area) {
  const areaDir = resolve(srcDir, area);
  const found = [];
  for (const file of sourceFiles(srcDir)) {
    if (file.startsWith(areaDir + sep) || /\.spec\.tsx?$/.test(file) || file.includes(`${sep}test${sep}`)) continue;
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2];
      if (!specifier.startsWith('.') || /^(?:import|export)\s+type\s/.test(match[0])) continue;
      const target = resolve(dirname(file), specifier);
      if (target === areaDir || target.startsWith(areaDir + sep)) {
        found.push({ file: relative(srcDir, file).split(sep).join('/'), specifier, lazy: match[2] !== undefined });
      }
    }
  }
  return found;
}

/** The file a relative import names: the path itself or with one of the source extensions, or a folder's index. */
function resolveSource(from, specifier) {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, ...['.ts', '.tsx', '.js', '.mjs'].map((extension) => base + extension), join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/**
 * The packages whose names match `packagePattern` that `entries` import statically, directly or
 * through the shop's own modules (lazy `import()` and type-only imports are not followed), each
 * with the chain of files that leads to it: what a page evaluates before it is interactive.
 */
function staticPackageImports(entries, packagePattern) {
  const found = [];
  const seen = new Set();
  const visit = (file, chain) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1];
      if (specifier === undefined || /^(?:import|export)\s+type\s/.test(match[0])) continue;
      if (!specifier.startsWith('.')) {
        if (packagePattern.test(specifier)) found.push({ specifier, chain: [...chain, file] });
        continue;
      }
      const target = resolveSource(file, specifier);
      if (target) visit(target, [...chain, file]);
    }
  };
  for (const entry of entries) visit(entry, []);
  return found;
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

module.exports = { readManifest, routeInitialChunks, routeInitialJs, reachableChunks, areaOnlyChunks, importsIntoArea, staticPackageImports };
