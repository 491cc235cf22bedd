import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parse } from 'yaml';
import { loadConfig, type z } from '@shop/config';
import { planStack } from '../dev/stack-core.cjs';
import { CLUSTER_SCOPED, containersOf, renderKustomization, resourceId, type Container, type KeyRef, type PodSpec, type Resource } from './support/kustomize';

// The Kubernetes manifests in infra/k8s, rendered as `kubectl apply -k` would send them, checked
// against the Kubernetes schemas and against what the shop needs: every deployable of
// infra/dev/stack.mjs (the services, the gateway, the page renderer) with probes on its health port, bounded resources, a non-root user, an
// autoscaler, a disruption budget, a drain before shutdown, a migration before start, and every
// setting its configuration schema requires. The rendering is support/kustomize.ts: the kustomize
// features these overlays use, nothing more.

const root = resolve(__dirname, '../..');
const k8s = join(root, 'infra/k8s');
const OVERLAYS = ['development', 'production'] as const;
type Overlay = (typeof OVERLAYS)[number];
const NAMESPACES: Record<Overlay, string> = { development: 'shop-dev', production: 'shop' };
/** The one Secret the workloads read; production creates it outside git. */
const SECRET = 'shop-secrets';
/** kubernetes-models compiles the official OpenAPI definitions of Kubernetes 1.32 to validators. */
const SCHEMA_PACKAGE = 'kubernetes-models@4.5.1';

interface Workload extends Resource {
  spec: {
    replicas?: number;
    selector: { matchLabels: Record<string, string> };
    template: { metadata: { labels: Record<string, string> }; spec: PodSpec };
    volumeClaimTemplates?: unknown[];
  };
}
interface Autoscaler extends Resource {
  spec: {
    scaleTargetRef: { apiVersion: string; kind: string; name: string };
    minReplicas?: number;
    maxReplicas: number;
    metrics?: Array<{ type: string; resource?: { name: string; target: { type: string } } }>;
  };
}
interface DisruptionBudget extends Resource {
  spec: { selector: { matchLabels: Record<string, string> }; minAvailable?: number | string; maxUnavailable?: number | string };
}
interface ServiceResource extends Resource {
  spec: { selector?: Record<string, string>; ports: Array<{ name?: string; port: number; targetPort?: number | string }> };
}
interface ServiceEntry {
  name: string;
  healthPort: number;
  database: string | null;
}

// ---------------------------------------------------------------------------------------------
// Reading the rendered overlays.

/** SERVICES as Node sees it: stack.mjs is an ES module, which this CommonJS test cannot import. */
function stackServices(): ServiceEntry[] {
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '--eval', 'const { SERVICES } = await import(process.argv[1]); console.log(JSON.stringify(SERVICES));', join(root, 'infra/dev/stack.mjs')],
    { encoding: 'utf8' },
  );
  return JSON.parse(output);
}

const rendered = new Map<Overlay, Resource[]>();
function render(overlay: Overlay): Resource[] {
  if (!rendered.has(overlay)) rendered.set(overlay, renderKustomization(join(k8s, 'overlays', overlay)));
  return rendered.get(overlay)!;
}

const ofKind = <T extends Resource>(resources: Resource[], kind: string) => resources.filter((resource) => resource.kind === kind) as T[];
const workloadsOf = (resources: Resource[]) =>
  resources.filter((resource) => ['Deployment', 'StatefulSet', 'DaemonSet', 'Job'].includes(resource.kind)) as Workload[];

function deploymentOf(overlay: Overlay, name: string): Workload {
  const deployment = ofKind<Workload>(render(overlay), 'Deployment').find((resource) => resource.metadata.name === name);
  if (!deployment) throw new Error(`${overlay}: no Deployment named ${name}`);
  return deployment;
}

function mainContainer(deployment: Workload): Container {
  const container = deployment.spec.template.spec.containers.find((candidate) => candidate.name === deployment.metadata.name);
  if (!container) throw new Error(`Deployment ${deployment.metadata.name} has no container of its own name`);
  return container;
}

const selects = (selector: Record<string, string>, labels: Record<string, string> = {}) =>
  Object.keys(selector).length > 0 && Object.entries(selector).every(([key, value]) => labels[key] === value);

function portNumber(container: Container, port: number | string | undefined): number | undefined {
  if (typeof port === 'number') return port;
  return container.ports?.find((candidate) => candidate.name === port)?.containerPort;
}

function preStopSeconds(container: Container): number | undefined {
  const preStop = container.lifecycle?.preStop;
  if (preStop?.sleep) return preStop.sleep.seconds;
  const [command, seconds] = preStop?.exec?.command ?? [];
  return command === 'sleep' && /^\d+$/.test(seconds ?? '') ? Number(seconds) : undefined;
}

/** Kubernetes quantities as numbers: CPU in cores, memory in bytes. */
function quantity(value: string | number): number {
  const match = /^(\d+(?:\.\d+)?)(m|Ki|Mi|Gi|k|M|G)?$/.exec(String(value));
  if (!match) throw new Error(`unreadable quantity "${value}"`);
  const scale: Record<string, number> = { m: 1e-3, Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30, k: 1e3, M: 1e6, G: 1e9 };
  return Number(match[1]) * (match[2] ? scale[match[2]] : 1);
}

/**
 * The development Secret as its script makes it (infra/k8s/overlays/development/create-secret.sh):
 * random credentials, none committed.
 */
function developmentSecret(): Record<string, string> {
  const output = execFileSync('bash', [join(k8s, 'overlays/development/create-secret.sh')], { encoding: 'utf8' });
  return (parse(output) as { stringData: Record<string, string> }).stringData;
}
/** Made once, so every workload of the overlay reads the same values, as from one Secret. */
let madeDevelopmentSecret: Record<string, string> | undefined;
const developmentSecrets = () => (madeDevelopmentSecret ??= developmentSecret());

/** A stand-in for each production secret (their values live only in the cluster), shaped as its setting needs. */
function productionSecretSample(key: string): string {
  if (key.endsWith('_DATABASE_URL')) return `postgres://shop:sample@postgres.example:5432/shop_${key.replace(/_DATABASE_URL$/, '').toLowerCase()}`;
  if (key === 'REDIS_URL') return 'rediss://:sample@redis.example:6380';
  if (key === 'SMTP_PORT') return '587';
  return `sample-${key.toLowerCase()}`.padEnd(48, '-');
}

interface ResolvedEnvironment {
  values: Record<string, string>;
  problems: string[];
}

/** The container's environment as the kubelet builds it: envFrom first, then env, each from the render. */
function environmentOf(container: Container, resources: Resource[], overlay: Overlay): ResolvedEnvironment {
  const values: Record<string, string> = {};
  const problems: string[] = [];
  const configMap = (name: string) => ofKind<Resource & { data?: Record<string, string> }>(resources, 'ConfigMap').find((resource) => resource.metadata.name === name);
  const secret = (name: string) => {
    const found = ofKind<Resource & { data?: Record<string, string>; stringData?: Record<string, string> }>(resources, 'Secret').find((resource) => resource.metadata.name === name);
    if (!found) return undefined;
    const decoded = Object.fromEntries(Object.entries(found.data ?? {}).map(([key, value]) => [key, Buffer.from(value, 'base64').toString('utf8')]));
    return { ...decoded, ...found.stringData };
  };
  const secretValue = (reference: KeyRef) => {
    if (reference.name !== SECRET) return secret(reference.name)?.[reference.key];
    return overlay === 'production' ? productionSecretSample(reference.key) : developmentSecrets()[reference.key];
  };

  for (const source of container.envFrom ?? []) {
    const reference = source.configMapRef ?? source.secretRef!;
    const data = source.configMapRef ? configMap(reference.name)?.data : secret(reference.name);
    if (!data) {
      if (!reference.optional) problems.push(`${container.name}: envFrom names ${reference.name}, which the overlay does not hold`);
      continue;
    }
    for (const [key, value] of Object.entries(data)) values[`${source.prefix ?? ''}${key}`] = value;
  }
  for (const variable of container.env ?? []) {
    const { configMapKeyRef, secretKeyRef } = variable.valueFrom ?? {};
    const reference = configMapKeyRef ?? secretKeyRef;
    if (!reference) {
      values[variable.name] = variable.value ?? '';
      continue;
    }
    const value = configMapKeyRef ? configMap(configMapKeyRef.name)?.data?.[configMapKeyRef.key] : secretValue(secretKeyRef!);
    if (value !== undefined) values[variable.name] = value;
    else if (!reference.optional) problems.push(`${container.name}: ${variable.name} needs ${reference.key} of ${reference.name}, which the overlay does not hold`);
  }
  return { values, problems };
}

type SettingsSchema = z.ZodObject;

/** The configuration schema a deployable validates at start-up (its `config.ts`, the one zod schema exported). */
async function settingsSchemaOf(deployable: string): Promise<SettingsSchema> {
  const path = deployable === 'gateway' ? join(root, 'gateway/src/config') : join(root, 'services', deployable, 'src/config');
  const exported = Object.values((await import(path)) as Record<string, unknown>).filter(
    (value): value is SettingsSchema => typeof (value as SettingsSchema | undefined)?.safeParse === 'function',
  );
  if (exported.length !== 1) throw new Error(`${relative(root, path)}.ts should export exactly one settings schema`);
  return exported[0];
}

/** The page renderer as `npm start` runs it (infra/dev/stack-core.cjs): its ports and settings. */
function stackRenderer(): { port: number; env: Record<string, string> } {
  const renderer = planStack({ services: [], env: {}, staticDir: '/app/frontend/dist' }).processes.find((process: { name: string }) => process.name === 'renderer');
  if (!renderer) throw new Error('infra/dev/stack-core.cjs runs no renderer');
  return renderer;
}

/**
 * What a deployable reads from its environment at start-up, read as it reads it (throwing where it
 * would refuse to start): its configuration schema, or the page renderer's own `readSettings`.
 */
async function startupSettings(deployable: string, values: Record<string, string>): Promise<{ shutdownGraceMs: number }> {
  if (deployable === 'renderer') {
    const { readSettings } = (await import(join(root, 'frontend/src/server/settings'))) as { readSettings(env: Record<string, string>): { shutdownGraceMs: number } };
    // STATIC_DIR as the image sets it (infra/docker/gateway.Dockerfile, stage renderer).
    return readSettings({ STATIC_DIR: '/app/frontend/dist', ...values });
  }
  const { SHUTDOWN_GRACE_MS } = loadConfig(await settingsSchemaOf(deployable), values) as { SHUTDOWN_GRACE_MS: number };
  return { shutdownGraceMs: SHUTDOWN_GRACE_MS };
}

/** Validates one resource with the compiled schema of its apiVersion and kind. */
async function schemaProblems(resource: Resource): Promise<string[]> {
  const module = `kubernetes-models/${resource.apiVersion}/${resource.kind}`;
  let Model: new (data: unknown) => { validate(): void };
  try {
    Model = ((await import(module)) as Record<string, typeof Model>)[resource.kind];
  } catch (error) {
    if (!existsSync(join(root, 'node_modules/kubernetes-models'))) {
      throw new Error(`The Kubernetes schemas are missing: npm install --save-dev ${SCHEMA_PACKAGE}`, { cause: error });
    }
    return [`${resourceId(resource)}: no schema for ${resource.apiVersion} ${resource.kind}`];
  }
  try {
    new Model(structuredClone(resource)).validate();
    return [];
  } catch (error) {
    return [`${resourceId(resource)}: ${(error as Error).message}`];
  }
}

// ---------------------------------------------------------------------------------------------

/** The images `npm run images` builds (infra/docker/images.mjs), each with every tag it gives. */
function builtImages(): string[] {
  const output = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '--eval',
      'const { DEPLOYABLES, TAGS, imageOf } = await import(process.argv[1]); console.log(JSON.stringify(DEPLOYABLES.flatMap(({ name }) => TAGS.map((tag) => imageOf(name, tag)))));',
      join(root, 'infra/docker/images.mjs'),
    ],
    { encoding: 'utf8' },
  );
  return JSON.parse(output);
}

const services = stackServices();
const renderer = stackRenderer();
const deployables = [...services.map((service) => service.name), 'gateway', 'renderer'];
const built = builtImages();
const ownImage = (image: string) => image.startsWith('curated-art-shop/');

describe('infra/k8s overlays', () => {
  describe.each(OVERLAYS)('%s', (overlay) => {
    const resources = () => render(overlay);

    it('commits no Secret (credentials are made outside git) and reads every secret from the one it names', () => {
      expect(ofKind(resources(), 'Secret')).toEqual([]);
      const names = workloadsOf(resources()).flatMap((workload) =>
        containersOf(workload.spec.template.spec).flatMap((container) => [
          ...(container.env ?? []).flatMap((variable) => variable.valueFrom?.secretKeyRef?.name ?? []),
          ...(container.envFrom ?? []).flatMap((source) => source.secretRef?.name ?? []),
        ]),
      );
      expect(new Set(names)).toEqual(new Set([SECRET]));
    });


    it('validates every resource against the Kubernetes schema of its apiVersion and kind', async () => {
      const problems = (await Promise.all(resources().map(schemaProblems))).flat();
      expect(problems).toEqual([]);
      expect(resources().length).toBeGreaterThan(deployables.length * 4);
    });

    it(`puts every namespaced resource in ${NAMESPACES[overlay]}, which it creates`, () => {
      const namespaced = resources().filter((resource) => !CLUSTER_SCOPED.has(resource.kind));
      expect(namespaced.filter((resource) => resource.metadata.namespace !== NAMESPACES[overlay]).map(resourceId)).toEqual([]);
      expect(ofKind(resources(), 'Namespace').map((resource) => resource.metadata.name)).toEqual([NAMESPACES[overlay]]);
    });

    it('gives every container CPU and memory requests within limits that fit a small node', () => {
      const problems: string[] = [];
      for (const workload of workloadsOf(resources())) {
        for (const container of containersOf(workload.spec.template.spec)) {
          const where = `${workload.kind}/${workload.metadata.name} ${container.name}`;
          for (const resource of ['cpu', 'memory']) {
            const request = container.resources?.requests?.[resource];
            const limit = container.resources?.limits?.[resource];
            if (request === undefined || limit === undefined) problems.push(`${where}: no ${resource} request or limit`);
            else if (quantity(request) > quantity(limit)) problems.push(`${where}: ${resource} request above its limit`);
          }
          const { cpu, memory } = container.resources?.limits ?? {};
          if (cpu !== undefined && quantity(cpu) > 1) problems.push(`${where}: more than one CPU`);
          if (memory !== undefined && quantity(memory) > 2 ** 30) problems.push(`${where}: more than 1Gi of memory`);
        }
      }
      expect(problems).toEqual([]);
    });

    it('runs every container as a non-root user without privilege escalation, the shop’s own on a read-only root', () => {
      const problems: string[] = [];
      for (const workload of workloadsOf(resources())) {
        const pod = workload.spec.template.spec;
        for (const container of containersOf(pod)) {
          const where = `${workload.kind}/${workload.metadata.name} ${container.name}`;
          const context = { ...pod.securityContext, ...container.securityContext };
          if (context.runAsNonRoot !== true) problems.push(`${where}: runAsNonRoot is not set`);
          // A non-numeric USER (the images' `node`) cannot be verified by the kubelet: the uid must be given.
          if (!(typeof context.runAsUser === 'number' && context.runAsUser > 0)) problems.push(`${where}: no non-zero runAsUser`);
          if (container.securityContext?.allowPrivilegeEscalation !== false) problems.push(`${where}: privilege escalation allowed`);
          if (!container.securityContext?.capabilities?.drop?.includes('ALL')) problems.push(`${where}: capabilities not dropped`);
          if (ownImage(container.image) && container.securityContext?.readOnlyRootFilesystem !== true) {
            problems.push(`${where}: root filesystem is writable`);
          }
        }
      }
      expect(problems).toEqual([]);
    });

    it('has Services that select existing pods, on ports those pods declare', () => {
      const workloads = workloadsOf(resources());
      const problems: string[] = [];
      for (const service of ofKind<ServiceResource>(resources(), 'Service')) {
        const pods = workloads.filter((workload) => selects(service.spec.selector ?? {}, workload.spec.template.metadata.labels));
        if (pods.length === 0) {
          problems.push(`Service ${service.metadata.name} selects no pods`);
          continue;
        }
        for (const port of service.spec.ports) {
          const target = port.targetPort ?? port.port;
          const served = pods.every((pod) => pod.spec.template.spec.containers.some((container) => portNumber(container, target) !== undefined));
          if (!served) problems.push(`Service ${service.metadata.name}: no selected container declares port ${target}`);
        }
      }
      expect(problems).toEqual([]);
    });

    it('selects its own pods with every workload', () => {
      const strays = workloadsOf(resources()).filter(
        (workload) => workload.kind !== 'Job' && !selects(workload.spec.selector.matchLabels, workload.spec.template.metadata.labels),
      );
      expect(strays.map(resourceId)).toEqual([]);
    });

    it('builds every container environment from ConfigMaps and Secrets that resolve', () => {
      const problems = workloadsOf(resources()).flatMap((workload) =>
        containersOf(workload.spec.template.spec).flatMap((container) =>
          environmentOf(container, resources(), overlay).problems.map((problem) => `${workload.metadata.name} ${problem}`),
        ),
      );
      expect(problems).toEqual([]);
    });

    it('runs only the shop’s own images of the deployables (and, in development, the sandbox)', () => {
      const own = workloadsOf(resources())
        .filter((workload) => workload.spec.template.spec.containers.some((container) => ownImage(container.image)))
        .map((workload) => workload.metadata.name)
        .sort();
      const expected = overlay === 'development' ? [...deployables, 'sandbox'] : deployables;
      expect(own).toEqual([...expected].sort());
    });

    it('runs the shop’s own images by the names and tags `npm run images` gives them', () => {
      const images = workloadsOf(resources()).flatMap((workload) => containersOf(workload.spec.template.spec).map((container) => container.image));
      const strays = images.filter((image) => ownImage(image) && !built.includes(image));
      expect(images.filter(ownImage).length).toBeGreaterThan(0);
      expect(strays).toEqual([]);
    });

    describe.each(deployables)('%s', (name) => {
      const service = services.find((entry) => entry.name === name);
      const deployment = () => deploymentOf(overlay, name);
      const container = () => mainContainer(deployment());

      it(`runs curated-art-shop/${name} at a pinned tag`, () => {
        const match = /^curated-art-shop\/([a-z-]+):(.+)$/.exec(container().image);
        expect(match?.[1]).toBe(name);
        if (overlay === 'production') expect(match?.[2]).not.toBe('latest');
      });

      if (service) {
        it(`probes liveness at /health/live and readiness at /health/ready on its health port ${service.healthPort}`, () => {
          const { livenessProbe, readinessProbe, env } = container();
          expect(env?.find((variable) => variable.name === 'HEALTH_PORT')?.value).toBe(String(service.healthPort));
          expect(livenessProbe?.httpGet?.path).toBe('/health/live');
          expect(portNumber(container(), livenessProbe?.httpGet?.port)).toBe(service.healthPort);
          expect(readinessProbe?.httpGet?.path).toBe('/health/ready');
          expect(portNumber(container(), readinessProbe?.httpGet?.port)).toBe(service.healthPort);
        });
      } else if (name === 'renderer') {
        it(`takes page requests on ${renderer.port} and is probed at /health/live and /health/ready on its health port ${renderer.env.HEALTH_PORT}, which no Service exposes`, () => {
          const { livenessProbe, readinessProbe, env } = container();
          expect(env?.find((variable) => variable.name === 'PORT')?.value).toBe(String(renderer.port));
          expect(env?.find((variable) => variable.name === 'HEALTH_PORT')?.value).toBe(renderer.env.HEALTH_PORT);
          expect(livenessProbe?.httpGet?.path).toBe('/health/live');
          expect(portNumber(container(), livenessProbe?.httpGet?.port)).toBe(Number(renderer.env.HEALTH_PORT));
          expect(readinessProbe?.httpGet?.path).toBe('/health/ready');
          expect(portNumber(container(), readinessProbe?.httpGet?.port)).toBe(Number(renderer.env.HEALTH_PORT));
          const exposed = ofKind<ServiceResource>(render(overlay), 'Service')
            .filter((service) => selects(service.spec.selector ?? {}, deployment().spec.template.metadata.labels))
            .flatMap((service) => service.spec.ports.map((port) => portNumber(container(), port.targetPort ?? port.port)));
          expect(exposed).toEqual([renderer.port]);
        });
      } else {
        it('serves HTTP on 8080 and is probed at /health/live and /health/ready on its health port 9100, which no Service exposes', () => {
          const { livenessProbe, readinessProbe, env } = container();
          expect(env?.find((variable) => variable.name === 'PORT')?.value).toBe('8080');
          expect(env?.find((variable) => variable.name === 'HEALTH_PORT')?.value).toBe('9100');
          expect(livenessProbe?.httpGet?.path).toBe('/health/live');
          expect(portNumber(container(), livenessProbe?.httpGet?.port)).toBe(9100);
          expect(readinessProbe?.httpGet?.path).toBe('/health/ready');
          expect(portNumber(container(), readinessProbe?.httpGet?.port)).toBe(9100);
          const exposed = ofKind<ServiceResource>(render(overlay), 'Service')
            .filter((service) => selects(service.spec.selector ?? {}, deployment().spec.template.metadata.labels))
            .flatMap((service) => service.spec.ports.map((port) => portNumber(container(), port.targetPort ?? port.port)));
          expect(exposed).toEqual([8080]);
        });
      }

      it('is scaled on CPU by one HorizontalPodAutoscaler, and leaves the replica count to it', () => {
        const autoscalers = ofKind<Autoscaler>(render(overlay), 'HorizontalPodAutoscaler').filter(
          (hpa) => hpa.spec.scaleTargetRef.kind === 'Deployment' && hpa.spec.scaleTargetRef.name === name,
        );
        expect(autoscalers).toHaveLength(1);
        const [hpa] = autoscalers;
        expect(hpa.apiVersion).toBe('autoscaling/v2');
        expect(hpa.spec.scaleTargetRef.apiVersion).toBe('apps/v1');
        expect(hpa.spec.metrics).toContainEqual(expect.objectContaining({ type: 'Resource', resource: expect.objectContaining({ name: 'cpu' }) }));
        expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(1);
        expect(hpa.spec.maxReplicas).toBeGreaterThanOrEqual(hpa.spec.minReplicas!);
        expect(deployment().spec.replicas).toBeUndefined();
      });

      it('has a PodDisruptionBudget over its pods that still lets a node drain', () => {
        const budgets = ofKind<DisruptionBudget>(render(overlay), 'PodDisruptionBudget').filter((pdb) =>
          selects(pdb.spec.selector.matchLabels, deployment().spec.template.metadata.labels),
        );
        expect(budgets).toHaveLength(1);
        const [{ spec }] = budgets;
        const minReplicas = ofKind<Autoscaler>(render(overlay), 'HorizontalPodAutoscaler').find((hpa) => hpa.spec.scaleTargetRef.name === name)!.spec.minReplicas!;
        if (spec.maxUnavailable !== undefined) expect(spec.maxUnavailable).not.toBe(0);
        else expect(Number(spec.minAvailable)).toBeLessThan(minReplicas);
      });

      it('takes itself out of the endpoints, then gets longer than its shutdown grace to stop', async () => {
        const resolved = environmentOf(container(), render(overlay), overlay).values;
        const { shutdownGraceMs } = await startupSettings(name, resolved);
        const drainSeconds = preStopSeconds(container());
        expect(drainSeconds).toBeGreaterThan(0);
        const graceSeconds = deployment().spec.template.spec.terminationGracePeriodSeconds ?? 30;
        expect(graceSeconds * 1000).toBeGreaterThan(drainSeconds! * 1000 + shutdownGraceMs);
      });

      it('is given every setting its configuration schema requires, each valid', async () => {
        const { values, problems } = environmentOf(container(), render(overlay), overlay);
        expect(problems).toEqual([]);
        await expect(startupSettings(name, values)).resolves.toEqual(expect.objectContaining({ shutdownGraceMs: expect.any(Number) }));
      });

      if (service?.database) {
        const database = service.database;
        it(`migrates its database shop_${database} in an init container of the same image, before it starts`, () => {
          const initContainers = deployment().spec.template.spec.initContainers ?? [];
          expect(initContainers.map((init) => init.name)).toEqual(['migrate']);
          const [migrate] = initContainers;
          expect(migrate.command).toEqual(['node', 'dist/db/migrate.js']);
          expect(migrate.image).toBe(container().image);
          const databaseUrl = (candidate: Container) => candidate.env?.find((variable) => variable.name === 'DATABASE_URL');
          expect(databaseUrl(migrate)).toEqual(databaseUrl(container()));
          expect(databaseUrl(container())?.valueFrom?.secretKeyRef).toEqual({ name: SECRET, key: `${name.toUpperCase()}_DATABASE_URL` });
          const { values } = environmentOf(migrate, render(overlay), overlay);
          expect(new URL(values.DATABASE_URL).pathname).toBe(`/shop_${database}`);
        });
      } else {
        it('has no database and no migration', () => {
          expect(deployment().spec.template.spec.initContainers ?? []).toEqual([]);
          expect(container().env?.map((variable) => variable.name)).not.toContain('DATABASE_URL');
        });
      }
    });

    it('sends the gateway’s page requests to the renderer, which reads their data from the gateway and names the shop by its public address', () => {
      const valuesOf = (name: string) => environmentOf(mainContainer(deploymentOf(overlay, name)), resources(), overlay).values;
      const serviceAddress = (name: string) => {
        const service = ofKind<ServiceResource>(resources(), 'Service').find((candidate) => candidate.metadata.name === name);
        return `${name}:${service?.spec.ports.find((port) => port.name === 'http')?.port}`;
      };
      const gateway = valuesOf('gateway');
      const pages = valuesOf('renderer');
      expect(new URL(gateway.RENDERER_URL).host).toBe(serviceAddress('renderer'));
      expect(new URL(pages.GATEWAY_URL).host).toBe(serviceAddress('gateway'));
      expect(new URL(pages.PUBLIC_ORIGIN).origin).toBe(new URL(gateway.PUBLIC_URL).origin);
      // React's development build renders several times slower.
      expect(pages.NODE_ENV).toBe('production');
    });

    it('lets the gateway scale widest, then pricing: the k6 tests load pricing and the cart summary through it', () => {
      const maxReplicas = new Map(
        ofKind<Autoscaler>(resources(), 'HorizontalPodAutoscaler').map((hpa) => [hpa.spec.scaleTargetRef.name, hpa.spec.maxReplicas]),
      );
      const others = deployables.filter((name) => name !== 'gateway' && name !== 'pricing').map((name) => maxReplicas.get(name)!);
      expect(maxReplicas.get('gateway')).toBeGreaterThanOrEqual(maxReplicas.get('pricing')!);
      expect(maxReplicas.get('pricing')).toBeGreaterThanOrEqual(Math.max(...others));
      if (overlay === 'production') expect(maxReplicas.get('pricing')).toBeGreaterThan(Math.max(...others));
    });
  });

  describe('development', () => {
    const resources = () => render('development');
    const statefulSet = (name: string) => ofKind<Workload>(resources(), 'StatefulSet').find((resource) => resource.metadata.name === name);

    it.each(['postgres', 'redis', 'nats'])('runs %s as a StatefulSet on its own volume', (name) => {
      expect(statefulSet(name)?.spec.volumeClaimTemplates).toHaveLength(1);
    });

    it('runs NATS with JetStream, ready only once JetStream is', () => {
      const [nats] = statefulSet('nats')!.spec.template.spec.containers;
      expect(nats.args).toContain('--jetstream');
      expect(nats.readinessProbe?.httpGet?.path).toBe('/healthz?js-enabled-only=true');
    });

    it('points the services at the provider sandbox and the mail sink it runs, with the sandbox’s credentials', async () => {
      const { readSandboxEnvironment } = (await import(join(root, 'infra/sandbox/src/config'))) as {
        readSandboxEnvironment(env: Record<string, string>): Record<string, unknown>;
      };
      const sandbox = mainContainer(deploymentOf('development', 'sandbox'));
      const sandboxSettings = readSandboxEnvironment(environmentOf(sandbox, resources(), 'development').values);
      const order = environmentOf(mainContainer(deploymentOf('development', 'order')), resources(), 'development').values;
      expect(new URL(order.PHONEPE_BASE_URL).host).toBe('sandbox:8090');
      expect(order.PHONEPE_CLIENT_SECRET).toBe(sandboxSettings.PHONEPE_CLIENT_SECRET);
      expect(order.PHONEPE_WEBHOOK_PASSWORD).toBe(sandboxSettings.PHONEPE_WEBHOOK_PASSWORD);
      expect(new URL(sandboxSettings.PHONEPE_WEBHOOK_URL as string).host).toBe('gateway:8080');
      const customer = environmentOf(mainContainer(deploymentOf('development', 'customer')), resources(), 'development').values;
      expect(new URL(customer.GOOGLE_TOKENINFO_URL).host).toBe('sandbox:8090');
      expect(customer.GOOGLE_CLIENT_ID).toBe(sandboxSettings.GOOGLE_CLIENT_ID);
      const notification = environmentOf(mainContainer(deploymentOf('development', 'notification')), resources(), 'development').values;
      const maildev = ofKind<ServiceResource>(resources(), 'Service').find((service) => service.metadata.name === notification.SMTP_HOST);
      expect(maildev?.spec.ports.map((port) => port.port)).toContain(Number(notification.SMTP_PORT));
    });
  });

  describe('production', () => {
    const resources = () => render('production');

    it('keeps three copies of each event stream, for the three-server NATS cluster it expects', async () => {
      for (const name of ['order', 'notification']) {
        const values = environmentOf(mainContainer(deploymentOf('production', name)), resources(), 'production').values;
        const { JETSTREAM_REPLICAS } = loadConfig(await settingsSchemaOf(name), values) as { JETSTREAM_REPLICAS: number };
        expect(JETSTREAM_REPLICAS).toBe(3);
      }
    });

    it('documents every key of that Secret in infra/k8s/README.md', () => {
      const readme = readFileSync(join(k8s, 'README.md'), 'utf8');
      const keys = new Set(
        workloadsOf(resources()).flatMap((workload) =>
          containersOf(workload.spec.template.spec).flatMap((container) => (container.env ?? []).flatMap((variable) => variable.valueFrom?.secretKeyRef?.key ?? [])),
        ),
      );
      expect([...keys].filter((key) => !readme.includes(`\`${key}\``))).toEqual([]);
    });

    it('runs no database, queue or broker of its own: those are managed or installed from their charts', () => {
      expect(ofKind(resources(), 'StatefulSet')).toEqual([]);
      // Its one volume is the media folder (uploaded images), which the gateway and media pods share.
      expect(ofKind(resources(), 'PersistentVolumeClaim').map((claim) => claim.metadata.name)).toEqual(['media']);
    });
  });
});

describe('the renderer these checks rely on', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'k8s-render-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a kustomize feature it does not render, rather than rendering it wrong', () => {
    writeFileSync(join(dir, 'kustomization.yaml'), 'commonLabels:\n  team: shop\n');
    expect(() => renderKustomization(dir)).toThrow(/commonLabels is not rendered/);
  });

  it('fails a patch whose target or path does not exist, as kustomize does', () => {
    writeFileSync(join(dir, 'service.yaml'), 'apiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec:\n  ports: [{port: 80}]\n');
    const patch = (target: string, path: string) =>
      writeFileSync(
        join(dir, 'kustomization.yaml'),
        `resources: [service.yaml]\npatches:\n  - target: {kind: Service, name: ${target}}\n    patch: '[{op: replace, path: ${path}, value: 1}]'\n`,
      );
    patch('web', '/spec/type');
    expect(() => renderKustomization(dir)).toThrow(/\/spec\/type does not exist/);
    patch('api', '/spec/ports/0/port');
    expect(() => renderKustomization(dir)).toThrow(/matches no resource/);
    patch('web', '/spec/ports/0/port');
    expect(renderKustomization(dir)[0].spec).toEqual({ ports: [{ port: 1 }] });
  });
});

