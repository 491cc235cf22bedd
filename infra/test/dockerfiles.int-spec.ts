import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve } from 'node:path';

// Each Dockerfile in infra/docker, read as Docker builds it, stage by stage: every path a build
// command reads (what `tsc -b` compiles, following its project references; a script `node`
// runs; the workspace `npm run -w` builds) must have been copied from the build context into
// that stage. A stage that compiles a folder it never copied builds nothing but an error, and no
// Docker engine is needed to see it.

const root = resolve(__dirname, '../..');
const dockerDir = join(root, 'infra/docker');

interface Stage {
  name: string;
  /** Paths copied from the build context, relative to the repository ('.' is all of it). */
  copied: string[];
  runs: string[];
}

/** The stages of a Dockerfile, with ARG values substituted; continuation lines joined. */
function stagesOf(text: string, args: Record<string, string>): Stage[] {
  const instructions = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.replace(/\$\{(\w+)\}/g, (whole, name: string) => args[name] ?? whole));
  const stages: Stage[] = [];
  for (const line of instructions) {
    const [keyword, ...words] = line.split(/\s+/);
    const stage = stages.at(-1);
    switch (keyword.toUpperCase()) {
      case 'FROM':
        stages.push({ name: words[2] ?? `stage ${stages.length}`, copied: [], runs: [] });
        break;
      case 'COPY': {
        // From another stage: outputs and manifests, never the sources a build reads.
        if (words.some((word) => word.startsWith('--from='))) break;
        const paths = words.filter((word) => !word.startsWith('--'));
        stage?.copied.push(...paths.slice(0, -1).map((path) => normalize(path).replace(/\/$/, '')));
        break;
      }
      case 'RUN':
        stage?.runs.push(words.join(' '));
        break;
    }
  }
  return stages;
}

/** Every workspace folder of the repository, by package name. */
function workspaces(): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (dir: string, depth: number) => {
    if (existsSync(join(dir, 'package.json')) && dir !== root) {
      found.set((JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name: string }).name, relative(root, dir));
    }
    if (depth === 0) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && !['node_modules', 'dist', '.git', '.data', 'public', 'src'].includes(entry.name)) visit(join(dir, entry.name), depth - 1);
    }
  };
  visit(root, 2);
  return found;
}

/** A `tsc -b` project and every project it references, transitively. */
function withReferences(project: string, seen = new Set<string>()): string[] {
  if (seen.has(project)) return [];
  seen.add(project);
  const config = join(root, project, 'tsconfig.json');
  if (!existsSync(config)) return [project];
  const { references = [] } = JSON.parse(readFileSync(config, 'utf8')) as { references?: Array<{ path: string }> };
  return [project, ...references.flatMap((reference) => withReferences(relative(root, resolve(dirname(config), reference.path)), seen))];
}

/** The repository paths a build command reads. */
function pathsRead(command: string, byName: Map<string, string>): string[] {
  const read: string[] = [];
  const folders = [...byName.values()];
  for (const part of command.split(/&&|;/).map((piece) => piece.trim().split(/\s+/))) {
    const program = part[0]?.split('/').at(-1);
    if (program === 'tsc' && part[1] === '-b') {
      read.push(...part.slice(2).filter((arg) => !arg.startsWith('-')).flatMap((project) => withReferences(normalize(project))));
    } else if (program === 'node' && part[1]?.endsWith('.js')) {
      // A built script: the workspace it is built from must be there to build it.
      const script = normalize(part[1]);
      read.push(folders.filter((folder) => script.startsWith(`${folder}/`)).sort((a, b) => b.length - a.length)[0] ?? script);
    } else if (program === 'npm' && part[1] === 'run') {
      const flag = part.findIndex((arg) => arg === '-w' || arg === '--workspace');
      if (flag !== -1) read.push(byName.get(part[flag + 1]) ?? normalize(part[flag + 1]));
    }
  }
  return read;
}

const covered = (path: string, copied: string[]) => copied.some((source) => source === '.' || path === source || path.startsWith(`${source}/`));

function problemsOf(dockerfile: string, args: Record<string, string> = {}): string[] {
  const byName = workspaces();
  const problems = stagesOf(readFileSync(join(dockerDir, dockerfile), 'utf8'), args).flatMap((stage) =>
    stage.runs.flatMap((run) =>
      pathsRead(run, byName)
        .filter((path) => !covered(path, stage.copied))
        .map((path) => `${dockerfile}${Object.keys(args).length ? ` (${JSON.stringify(args)})` : ''}, stage ${stage.name}: reads ${path}, never copied`),
    ),
  );
  return [...new Set(problems)];
}

const services = readdirSync(join(root, 'services')).filter((name) => existsSync(join(root, 'services', name, 'package.json')));

/** Every Dockerfile under infra/docker, relative to the repository. */
function dockerfiles(dir = dockerDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? dockerfiles(join(dir, entry.name)) : entry.name.endsWith('Dockerfile') ? [relative(root, join(dir, entry.name))] : [],
  );
}

/** What `npm run images` builds (infra/docker/images.mjs): each image's name, Dockerfile and the stage it builds, if not the last. */
function builtImages(): Array<{ name: string; dockerfile: string; target?: string }> {
  const output = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '--eval',
      'const { DEPLOYABLES, LOCAL_INFRASTRUCTURE } = await import(process.argv[1]); console.log(JSON.stringify([...DEPLOYABLES, ...LOCAL_INFRASTRUCTURE]));',
      join(root, 'infra/docker/images.mjs'),
    ],
    { encoding: 'utf8' },
  );
  return JSON.parse(output);
}
const builtDockerfiles = () => builtImages().map((image) => image.dockerfile);

const NODE_BASE = 'infra/docker/base/node.Dockerfile';

/** The bases a Dockerfile may start from: official images, replaced by build arguments where no registry serves them. */
const BASE_ARGUMENTS: Record<string, RegExp> = { NODE_IMAGE: /^node:20-bookworm-slim$/, DEBIAN_IMAGE: /^debian:bookworm-slim$/ };

describe('infra/docker', () => {
  it('copies into each build stage every path its commands read: the gateway image', () => {
    expect(problemsOf('gateway.Dockerfile')).toEqual([]);
  });

  it.each(services)('copies into each build stage every path its commands read: the %s image', (service) => {
    expect(problemsOf('service.Dockerfile', { SERVICE: service })).toEqual([]);
  });

  it('copies into each build stage every path its commands read: the sandbox image', () => {
    expect(problemsOf('sandbox.Dockerfile')).toEqual([]);
  });

  it('builds every image from a stage its Dockerfile has (the page renderer: the gateway Dockerfile’s stage renderer)', () => {
    const images = builtImages();
    const missing = images
      .filter(({ target }) => target !== undefined)
      .filter(({ dockerfile, target }) => !stagesOf(readFileSync(join(root, dockerfile), 'utf8'), {}).some((stage) => stage.name === target))
      .map(({ name, dockerfile, target }) => `${name}: ${dockerfile} has no stage ${target}`);
    expect(missing).toEqual([]);
    expect(images.find((image) => image.name === 'renderer')).toEqual({ name: 'renderer', dockerfile: 'infra/docker/gateway.Dockerfile', target: 'renderer' });
  });

  it('has every Dockerfile built by npm run images (the node base is made by the same script)', () => {
    const built = new Set([...builtDockerfiles(), NODE_BASE]);
    expect(dockerfiles().filter((file) => !built.has(file))).toEqual([]);
    expect([...built].filter((file) => !existsSync(join(root, file)))).toEqual([]);
  });

  it.each(dockerfiles())('%s starts every stage from a base given as a build argument, or from an earlier stage', (file) => {
    const text = readFileSync(join(root, file), 'utf8');
    const defaults = Object.fromEntries([...text.matchAll(/^ARG\s+(\w+)=(\S+)/gm)].map((match) => [match[1], match[2]]));
    const stages: string[] = [];
    const problems: string[] = [];
    for (const [, image, stage] of text.matchAll(/^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/gim)) {
      const argument = /^\$\{(\w+)\}$/.exec(image)?.[1];
      if (argument ? !BASE_ARGUMENTS[argument]?.test(defaults[argument] ?? '') : !stages.includes(image)) problems.push(`FROM ${image}`);
      if (stage) stages.push(stage);
    }
    expect(problems).toEqual([]);
    // BuildKit fetches a `# syntax=` frontend from a registry, which may not be reachable.
    expect(text).not.toMatch(/^#\s*syntax=/m);
  });

  // The node base's context is the folder build-images.mjs fills; every other's is the repository.
  it.each(dockerfiles().filter((file) => file !== NODE_BASE))('%s copies only files that exist in the build context', (file) => {
    const sources = stagesOf(readFileSync(join(root, file), 'utf8'), {}).flatMap((stage) => stage.copied);
    expect(sources.filter((source) => !source.includes('$') && !existsSync(join(root, source)))).toEqual([]);
  });

  it('notices a stage that compiles or runs what it never copied', () => {
    const dockerfile = 'FROM node AS build\nCOPY libs ./libs\nCOPY gateway ./gateway\nRUN tsc -b gateway tools/sample-art \\\n && node tools/sample-art/dist/generate-media.js out\n';
    const byName = workspaces();
    const [stage] = stagesOf(dockerfile, {});
    const missing = stage.runs.flatMap((run) => pathsRead(run, byName)).filter((path) => !covered(path, stage.copied));
    expect([...new Set(missing)]).toEqual(['tools/sample-art']);
  });
});
