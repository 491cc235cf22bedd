import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative, resolve } from 'node:path';

// Every workspace declares what its own code imports, so that its image (which installs that
// workspace's production dependencies only) has them, and no workspace leans on a package it
// merely finds hoisted at the root. Development tools never reach a deployable's dependencies.

const root = resolve(__dirname, '../..');

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const workspaceDirs = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces.flatMap((pattern) =>
  pattern.endsWith('/*') ? readdirSync(join(root, pattern.slice(0, -2))).map((name) => `${pattern.slice(0, -2)}/${name}`) : [pattern],
).filter((dir) => existsSync(join(root, dir, 'package.json')));

const manifestOf = (dir: string) => JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as Manifest;
const byName = new Map(workspaceDirs.map((dir) => [manifestOf(dir).name, dir]));

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return ['node_modules', 'dist'].includes(entry) ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(entry) ? [path] : [];
  });
}

/** The package a bare import specifier names (`@scope/name` or `name`), or undefined for Node's own modules. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0])) return undefined;
  return specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
}

/** The packages the workspace's shipped code (src/) imports, type-only imports included. */
function importedPackages(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles(join(root, dir, 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const [, specifier] of text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|\brequire\(\s*|^import\s+)['"]([^'"./][^'"]*)['"]/gm)) {
      const name = packageOf(specifier);
      if (name && !found.has(name)) found.set(name, relative(root, file));
    }
  }
  return found;
}

/** What `npm install --omit=dev --workspace <dir>` brings: its dependencies, and those of the workspaces among them. */
function productionClosure(dir: string, seen = new Set<string>()): Set<string> {
  for (const name of Object.keys(manifestOf(dir).dependencies ?? {})) {
    if (seen.has(name)) continue;
    seen.add(name);
    const workspace = byName.get(name);
    if (workspace) productionClosure(workspace, seen);
  }
  return seen;
}

const DEPLOYABLES = ['gateway', 'infra/sandbox', ...workspaceDirs.filter((dir) => dir.startsWith('services/'))];

describe('workspace dependencies', () => {
  it.each(workspaceDirs)('%s declares every package its source imports', (dir) => {
    const manifest = manifestOf(dir);
    const declared = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})]);
    const undeclared = [...importedPackages(dir)].filter(([name]) => !declared.has(name) && name !== manifest.name).map(([name, file]) => `${name} (${file})`);
    expect(undeclared).toEqual([]);
  });

  // sharp is no longer a build tool only: the gateway checks uploaded images with it and the media service resizes them.
  it.each(DEPLOYABLES)('%s installs no development tool in production (maildev, jest, the test library, the sample-art tool)', (dir) => {
    const closure = productionClosure(dir);
    const tools = ['maildev', 'jest', '@shop/testing', 'typescript', 'playwright-core', '@shop/sample-art'];
    expect([...closure].filter((name) => tools.includes(name))).toEqual([]);
  });

  // The page renderer runs frontend/dist-server in the gateway's image, which installs the
  // frontend's production dependencies only (infra/docker/gateway.Dockerfile). Vite bundles the
  // shared contracts into it, and Chakra with the packages under it (frontend/vite.config.ts), and
  // leaves every other package to be imported at run time.
  it('the page renderer\'s bundle imports only packages the frontend installs in production', () => {
    const bundle = join(root, 'frontend', 'dist-server');
    if (!existsSync(join(bundle, 'main.js'))) throw new Error('frontend/dist-server/main.js does not exist: build the frontend first (npm run build:web)');
    const imported = new Map<string, string>();
    for (const file of sourceFiles(bundle)) {
      // The bundle's own imports: `import … from "x"` statements at the start of a line, and `import("x")`.
      const text = readFileSync(file, 'utf8');
      const specifiers = [...text.matchAll(/^import\s+(?:[^'";]*?\s*from\s*)?['"]([^'"]+)['"]/gm), ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)];
      for (const [, specifier] of specifiers) {
        const name = specifier.startsWith('.') ? undefined : packageOf(specifier);
        if (name && !imported.has(name)) imported.set(name, relative(root, file));
      }
    }
    expect([...imported.keys()]).toEqual(expect.arrayContaining(['react-dom', '@emotion/react', '@emotion/server']));
    const installed = productionClosure('frontend');
    expect([...imported].filter(([name]) => !installed.has(name)).map(([name, file]) => `${name} (${file})`)).toEqual([]);
  });

  it('finds the imports of a real workspace, and follows workspace packages into the production closure', () => {
    expect([...importedPackages('services/notification').keys()]).toEqual(expect.arrayContaining(['bullmq', '@nestjs/common', '@shop/contracts']));
    // The NATS client comes with @shop/messaging; the services never import it themselves.
    expect(productionClosure('services/notification')).toContain('@nats-io/transport-node');
    // @shop/service-runtime's own dependencies come with it.
    expect(productionClosure('services/catalog')).toContain('pino');
  });
});
