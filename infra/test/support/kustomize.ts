import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

// A kustomization rendered as `kubectl kustomize` renders it, for the checks of infra/k8s.
// Debian's kubectl (1.20) carries a kustomize too old for the overlays, so they use only the
// kustomize features rendered here (resources, namespace, images, configMapGenerator literals,
// JSON 6902 patches by kind and name); the renderer refuses any other. Its output was compared
// with kubectl kustomize (v5.5.0) for both overlays and matched.

const root = resolve(__dirname, '../../..');

// ---------------------------------------------------------------------------------------------
// The Kubernetes resources, as far as the renderer and the checks read them.

export interface Metadata {
  name: string;
  namespace?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}
export interface Resource {
  apiVersion: string;
  kind: string;
  metadata: Metadata;
  [field: string]: unknown;
}
export interface KeyRef {
  name: string;
  key: string;
  optional?: boolean;
}
export interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { configMapKeyRef?: KeyRef; secretKeyRef?: KeyRef };
}
export interface EnvFrom {
  prefix?: string;
  configMapRef?: { name: string; optional?: boolean };
  secretRef?: { name: string; optional?: boolean };
}
export interface Handler {
  httpGet?: { path: string; port: number | string };
  tcpSocket?: { port: number | string };
  exec?: { command: string[] };
  sleep?: { seconds: number };
}
export interface SecurityContext {
  runAsNonRoot?: boolean;
  runAsUser?: number;
  allowPrivilegeEscalation?: boolean;
  readOnlyRootFilesystem?: boolean;
  capabilities?: { drop?: string[] };
}
export interface Container {
  name: string;
  image: string;
  command?: string[];
  args?: string[];
  env?: EnvVar[];
  envFrom?: EnvFrom[];
  ports?: Array<{ name?: string; containerPort: number }>;
  livenessProbe?: Handler;
  readinessProbe?: Handler;
  startupProbe?: Handler;
  lifecycle?: { preStop?: Handler };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: SecurityContext;
}
export interface Volume {
  name: string;
  configMap?: { name: string };
  projected?: { sources?: Array<{ configMap?: { name: string } }> };
}
export interface PodSpec {
  containers: Container[];
  initContainers?: Container[];
  securityContext?: SecurityContext;
  terminationGracePeriodSeconds?: number;
  volumes?: Volume[];
}

// ---------------------------------------------------------------------------------------------
// The renderer: the kustomize features the overlays use, nothing more.

const KUSTOMIZATION_FIELDS = ['apiVersion', 'kind', 'namespace', 'resources', 'images', 'configMapGenerator', 'patches'];
/** Kinds without a namespace among those a kustomization here may hold. */
export const CLUSTER_SCOPED = new Set(['Namespace', 'PersistentVolume', 'StorageClass', 'ClusterRole', 'ClusterRoleBinding']);

interface ImageRule {
  name: string;
  newName?: string;
  newTag?: string;
  digest?: string;
}
interface Generator {
  name: string;
  literals?: string[];
}
interface Patch {
  target?: { kind?: string; name?: string };
  patch?: string;
  path?: string;
}
interface Operation {
  op: string;
  path: string;
  value?: unknown;
}
interface Kustomization {
  namespace?: string;
  resources?: string[];
  images?: ImageRule[];
  configMapGenerator?: Generator[];
  patches?: Patch[];
}

function refuseUnknownFields(where: string, value: object, allowed: string[]): void {
  const unknown = Object.keys(value).filter((field) => !allowed.includes(field));
  if (unknown.length > 0) {
    throw new Error(`${where}: ${unknown.join(', ')} is not rendered by the test renderer; extend the renderer (and compare it with kubectl) first`);
  }
}

function readManifests(path: string): Resource[] {
  return parseAllDocuments(readFileSync(path, 'utf8'))
    .map((document) => document.toJS() as Resource | null)
    .filter((resource): resource is Resource => resource !== null)
    .map((resource) => {
      if (!resource.apiVersion || !resource.kind || !resource.metadata?.name) {
        throw new Error(`${relative(root, path)}: a document without apiVersion, kind or metadata.name`);
      }
      return resource;
    });
}

function podSpecsOf(resource: Resource): PodSpec[] {
  const spec = resource.spec as Record<string, unknown> | undefined;
  if (!spec) return [];
  if (['Deployment', 'StatefulSet', 'DaemonSet', 'ReplicaSet', 'Job'].includes(resource.kind)) {
    return [(spec.template as { spec: PodSpec }).spec];
  }
  if (resource.kind === 'CronJob') return [(spec.jobTemplate as { spec: { template: { spec: PodSpec } } }).spec.template.spec];
  if (resource.kind === 'Pod') return [spec as unknown as PodSpec];
  return [];
}

export const containersOf = (spec: PodSpec): Container[] => [...(spec.initContainers ?? []), ...spec.containers];

/** kustomize's `images`: the name is the image without tag or digest (a registry port is not a tag). */
function retag(image: string, rule: ImageRule): string {
  const at = image.indexOf('@');
  const withoutDigest = at >= 0 ? image.slice(0, at) : image;
  const colon = withoutDigest.lastIndexOf(':');
  const hasTag = colon > withoutDigest.lastIndexOf('/');
  const name = hasTag ? withoutDigest.slice(0, colon) : withoutDigest;
  if (name !== rule.name) return image;
  const kept = (hasTag ? withoutDigest.slice(colon) : '') + (at >= 0 ? image.slice(at) : '');
  const suffix = rule.digest ? `@${rule.digest}` : rule.newTag !== undefined ? `:${rule.newTag}` : kept;
  return `${rule.newName ?? name}${suffix}`;
}

/**
 * The suffix kustomize (v5) gives a generated ConfigMap: sha256 of Go's JSON encoding (sorted keys,
 * HTML characters escaped) of its kind, data and an empty name; 10 hex digits with 0,1,3,a,e swapped.
 */
function generatedNameSuffix(data: Record<string, string>): string {
  const sorted = Object.fromEntries(Object.keys(data).sort().map((key) => [key, data[key]]));
  const json = JSON.stringify({ data: sorted, kind: 'ConfigMap', name: '' }).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  const swaps: Record<string, string> = { '0': 'g', '1': 'h', '3': 'k', a: 'm', e: 't' };
  const hex = createHash('sha256').update(json).digest('hex');
  return [...hex.slice(0, 10)].map((digit) => swaps[digit] ?? digit).join('');
}

function literal(entry: string, where: string): [string, string] {
  const equals = entry.indexOf('=');
  if (equals <= 0) throw new Error(`${where}: literal "${entry}" is not KEY=value`);
  const value = entry.slice(equals + 1);
  // kustomize strips one pair of surrounding quotes; the overlays write values unquoted.
  if (/^["']/.test(value)) throw new Error(`${where}: quoted literal "${entry}" is not rendered by the test renderer`);
  return [entry.slice(0, equals), value];
}

/** One JSON 6902 operation (add, replace, remove), failing where kustomize fails. */
function applyOperation(document: Resource, { op, path, value }: Operation, where: string): void {
  if (!path?.startsWith('/')) throw new Error(`${where}: path "${path}" must start with /`);
  const tokens = path
    .split('/')
    .slice(1)
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
  const last = tokens.pop()!;
  let parent: unknown = document;
  for (const token of tokens) {
    parent = Array.isArray(parent) ? parent[Number(token)] : (parent as Record<string, unknown>)[token];
    if (parent === null || typeof parent !== 'object') throw new Error(`${where}: ${path} does not exist in ${document.kind}/${document.metadata.name}`);
  }
  const copy = value === undefined ? undefined : structuredClone(value);
  if (Array.isArray(parent)) {
    const index = last === '-' ? parent.length : Number(last);
    const limit = op === 'add' ? parent.length : parent.length - 1;
    if (!Number.isInteger(index) || index < 0 || index > limit) throw new Error(`${where}: ${path} is out of range`);
    if (op === 'add') parent.splice(index, 0, copy);
    else if (op === 'replace') parent[index] = copy;
    else if (op === 'remove') parent.splice(index, 1);
    else throw new Error(`${where}: operation "${op}" is not rendered by the test renderer`);
    return;
  }
  const object = parent as Record<string, unknown>;
  if (op !== 'add' && !(last in object)) throw new Error(`${where}: ${path} does not exist in ${document.kind}/${document.metadata.name}`);
  if (op === 'add' || op === 'replace') object[last] = copy;
  else if (op === 'remove') delete object[last];
  else throw new Error(`${where}: operation "${op}" is not rendered by the test renderer`);
}

function applyPatch(dir: string, patch: Patch, resources: Resource[]): void {
  const where = `${relative(root, dir)}/kustomization.yaml patches`;
  refuseUnknownFields(where, patch, ['target', 'patch', 'path']);
  if (!patch.target) throw new Error(`${where}: a patch without target (strategic merge) is not rendered by the test renderer`);
  refuseUnknownFields(`${where} target`, patch.target, ['kind', 'name']);
  const { kind, name } = patch.target;
  // kustomize reads target names as regular expressions; plain names mean the same either way.
  if (name !== undefined && !/^[a-z0-9.-]+$/.test(name)) throw new Error(`${where}: target name "${name}" must be a plain name`);
  const operations = parse(patch.patch ?? readFileSync(resolve(dir, patch.path!), 'utf8')) as unknown;
  if (!Array.isArray(operations)) throw new Error(`${where}: only JSON 6902 patches (a list of operations) are rendered by the test renderer`);
  const targets = resources.filter((resource) => (!kind || resource.kind === kind) && (!name || resource.metadata.name === name));
  if (targets.length === 0) throw new Error(`${where}: target ${kind ?? '*'}/${name ?? '*'} matches no resource`);
  for (const resource of targets) for (const operation of operations as Operation[]) applyOperation(resource, operation, where);
}

/** References kustomize renames when it suffixes a generated ConfigMap (pod templates of workloads). */
function renameConfigMapReferences(resource: Resource, renamed: Map<string, string>): void {
  const rename = (reference: { name: string } | undefined) => {
    if (reference && renamed.has(reference.name)) reference.name = renamed.get(reference.name)!;
  };
  for (const spec of podSpecsOf(resource)) {
    for (const container of containersOf(spec)) {
      for (const variable of container.env ?? []) rename(variable.valueFrom?.configMapKeyRef);
      for (const source of container.envFrom ?? []) rename(source.configMapRef);
    }
    for (const volume of spec.volumes ?? []) {
      rename(volume.configMap);
      for (const source of volume.projected?.sources ?? []) rename(source.configMap);
    }
  }
}

/** Renders the kustomization in `dir` as `kubectl kustomize dir` does, for the features above. */
export function renderKustomization(dir: string): Resource[] {
  const file = join(dir, 'kustomization.yaml');
  const where = relative(root, file);
  const kustomization = parse(readFileSync(file, 'utf8')) as Kustomization;
  refuseUnknownFields(where, kustomization, KUSTOMIZATION_FIELDS);

  const resources: Resource[] = [];
  for (const entry of kustomization.resources ?? []) {
    const path = resolve(dir, entry);
    resources.push(...(statSync(path).isDirectory() ? renderKustomization(path) : readManifests(path)));
  }

  const renamed = new Map<string, string>();
  for (const generator of kustomization.configMapGenerator ?? []) {
    refuseUnknownFields(`${where} configMapGenerator`, generator, ['name', 'literals']);
    const data = Object.fromEntries((generator.literals ?? []).map((entry) => literal(entry, where)));
    const name = `${generator.name}-${generatedNameSuffix(data)}`;
    renamed.set(generator.name, name);
    resources.push({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name }, data });
  }

  for (const patch of kustomization.patches ?? []) applyPatch(dir, patch, resources);

  const namespace = kustomization.namespace;
  if (namespace) {
    for (const resource of resources) {
      // kustomize names a Namespace object after the kustomization's namespace.
      if (resource.kind === 'Namespace') resource.metadata.name = namespace;
      else if (!CLUSTER_SCOPED.has(resource.kind)) resource.metadata.namespace = namespace;
    }
  }

  for (const rule of kustomization.images ?? []) {
    refuseUnknownFields(`${where} images`, rule, ['name', 'newName', 'newTag', 'digest']);
    for (const resource of resources) {
      for (const spec of podSpecsOf(resource)) for (const container of containersOf(spec)) container.image = retag(container.image, rule);
    }
  }

  for (const resource of resources) renameConfigMapReferences(resource, renamed);

  const seen = new Set<string>();
  for (const resource of resources) {
    const id = resourceId(resource);
    if (seen.has(id)) throw new Error(`${where}: ${id} is defined twice`);
    seen.add(id);
  }
  return resources;
}

export const resourceId = (resource: Resource) =>
  `${resource.apiVersion.includes('/') ? resource.apiVersion.split('/')[0] : 'core'}/${resource.kind}/${resource.metadata.namespace ?? ''}/${resource.metadata.name}`;
