import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

// A migration runs once per database, at different times in different places, so what it writes
// must never change afterwards. It may use the database driver and its own frozen data
// (./data/<its file name>.json), never live code: seed data, entities or domain helpers change.
const ALLOWED_PACKAGES = ['typeorm', '@shop/database'];

function specifiers(source: string): string[] {
  const pattern = /(?:\bfrom\s+|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;
  return [...source.matchAll(pattern)].map(([, specifier]) => specifier);
}

function liveImports(fileName: string, source: string): string[] {
  const ownData = `./data/${basename(fileName, '.ts')}.json`;
  const allowed = (specifier: string) =>
    specifier === ownData ||
    specifier.startsWith('node:') ||
    ALLOWED_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`));
  return specifiers(source).filter((specifier) => !allowed(specifier));
}

const migrations = readdirSync(__dirname).filter((name) => name.endsWith('.ts') && !name.endsWith('.spec.ts'));

describe('catalog migrations', () => {
  it.each(migrations)('%s imports only the database driver and its own frozen data', (name) => {
    expect(liveImports(name, readFileSync(join(__dirname, name), 'utf8'))).toEqual([]);
  });

  it("notices seed code, domain code and another migration's data", () => {
    const source = [
      "import type { MigrationInterface, QueryRunner } from 'typeorm';",
      "import {",
      "  SAMPLE_ARTWORKS,",
      "} from '../seed/artworks';",
      "import { slugify } from '../product/slug';",
      "import other from './data/1763700000102-seed-categories.json';",
      "import own from './data/1763700000999-seed-more.json';",
      "const late = require('../seed/blog-posts');",
    ].join('\n');
    expect(liveImports('1763700000999-seed-more.ts', source)).toEqual([
      '../seed/artworks',
      '../product/slug',
      './data/1763700000102-seed-categories.json',
      '../seed/blog-posts',
    ]);
  });
});
