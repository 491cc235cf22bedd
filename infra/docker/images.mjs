// The images `npm run images` builds (infra/docker/build-images.mjs) and the names they get, in the
// one place the build, the compose smoke test and the tests of compose and Kubernetes read.
// Adding a deployable is one line in DEPLOYABLES (then its compose service and Kubernetes manifest).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { ROOT } from '../dev/paths.mjs';
import { SERVICES } from '../dev/stack.mjs';

export const { version: VERSION } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));

/** The shop's images are `curated-art-shop/<name>`, tagged with the release's version and `latest`. */
export const REPOSITORY = 'curated-art-shop';
export const TAGS = [VERSION, 'latest'];

/**
 * Every deployable, one line each: its name (the image is curated-art-shop/<name>), its
 * Dockerfile, that file's build arguments and the stage it builds (the last one unless `target`
 * names another). Each service's migrations run from its own image (`node dist/db/migrate.js`),
 * and the notification worker is the notification service. The page renderer is built from the
 * gateway's Dockerfile, from the same build of the frontend as the SPA the gateway serves.
 */
export const DEPLOYABLES = [
  { name: 'gateway', dockerfile: 'infra/docker/gateway.Dockerfile' },
  { name: 'renderer', dockerfile: 'infra/docker/gateway.Dockerfile', target: 'renderer' },
  ...SERVICES.map(({ name }) => ({ name, dockerfile: 'infra/docker/service.Dockerfile', args: { SERVICE: name } })),
  { name: 'sandbox', dockerfile: 'infra/docker/sandbox.Dockerfile' },
];

/**
 * What the compose stack runs beside the deployables, made from Debian's and npm's packages for
 * machines where no registry serves postgres, redis, nats and maildev/maildev (the compose smoke
 * test, infra/docker/compose-smoke.mjs). They behave as those images do where compose relies on
 * it; docker-compose.yml keeps the official images unless told otherwise (POSTGRES_IMAGE, …).
 */
export const LOCAL_REPOSITORY = 'curated-art-shop-local';
export const LOCAL_INFRASTRUCTURE = [
  { name: 'postgres', tag: '15', dockerfile: 'infra/docker/local/postgres.Dockerfile' },
  { name: 'redis', tag: '7', dockerfile: 'infra/docker/local/redis.Dockerfile' },
  { name: 'nats', tag: '2.9', dockerfile: 'infra/docker/local/nats.Dockerfile' },
  { name: 'maildev', tag: '2.2.1', dockerfile: 'infra/docker/local/maildev.Dockerfile' },
];

/** The image names `npm run images` produces, as compose and Kubernetes reference them. */
export const imageOf = (name, tag = 'latest') => `${REPOSITORY}/${name}:${tag}`;
export const localImageOf = (name) => {
  const entry = LOCAL_INFRASTRUCTURE.find((image) => image.name === name);
  if (!entry) throw new Error(`no local image ${name}`);
  return `${LOCAL_REPOSITORY}/${entry.name}:${entry.tag}`;
};
