import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { httpRoutes, PERMISSIONS } from '@shop/contracts';
import { TEST_NATS_URL, TEST_SECRETS } from '@shop/testing';
import { gatewayConfigSchema } from '../src/config';
import { createGateway } from '../src/create-gateway';

// Every route the gateway serves under /api is in its OpenAPI document, with a summary and the
// error answers a caller must handle.

interface Operation {
  summary?: string;
  description?: string;
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: unknown;
  responses: Record<string, { description?: string }>;
}

/** The routes of the gateway's Nest controllers, as `GET /api/products/{id}`. */
function servedRoutes(app: INestApplication): Array<{ method: string; path: string }> {
  const routes: Array<{ method: string; path: string }> = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!controller) continue;
      const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (typeof handler !== 'function' || Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod].toLowerCase();
        const path = ['api', base, String(Reflect.getMetadata(PATH_METADATA, handler) ?? '')]
          .flatMap((part) => part.split('/'))
          .filter(Boolean)
          .map((part) => (part.startsWith(':') ? `{${part.slice(1)}}` : part))
          .join('/');
        routes.push({ method, path: `/${path}` });
      }
    }
  }
  return routes;
}

describe('OpenAPI document', () => {
  let app: INestApplication;
  let base: string;
  let document: { paths: Record<string, Record<string, Operation>> };

  beforeAll(async () => {
    app = await createGateway(gatewayConfigSchema.parse({ NODE_ENV: 'test', LOG_LEVEL: 'silent', NATS_URL: TEST_NATS_URL, SESSION_SECRET: TEST_SECRETS.SESSION_SECRET }));
    await app.listen(0, '127.0.0.1');
    base = await app.getUrl();
    document = (await (await fetch(`${base.replace('[::1]', '127.0.0.1')}/api/docs/openapi.json`)).json()) as typeof document;
  });

  afterAll(() => app?.close());

  it('is served at /api/docs/openapi.json', () => {
    expect(Object.keys(document.paths).length).toBeGreaterThan(10);
  });

  it('lists every /api route the gateway serves, each with a summary and its error answers', () => {
    const routes = servedRoutes(app);
    expect(routes.length).toBeGreaterThan(15);
    const problems: string[] = [];
    for (const { method, path } of routes) {
      const operation = document.paths[path]?.[method];
      const where = `${method.toUpperCase()} ${path}`;
      if (!operation) {
        problems.push(`${where}: not documented`);
        continue;
      }
      if (!operation.summary?.trim()) problems.push(`${where}: no summary`);
      const codes = Object.keys(operation.responses);
      if (!codes.some((code) => /^2\d\d$|^3\d\d$/.test(code))) problems.push(`${where}: no success answer`);
      if (!codes.some((code) => /^[45]\d\d$/.test(code))) problems.push(`${where}: no error answer`);
      const takesInput = operation.requestBody !== undefined || (operation.parameters ?? []).some((p) => p.in !== 'header');
      if (takesInput && !codes.includes('400')) problems.push(`${where}: takes input but documents no 400`);
      for (const code of codes) {
        if (!operation.responses[code].description?.trim()) problems.push(`${where}: answer ${code} has no description`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('serves exactly the routes declared in libs/contracts/src/http: none written by hand beside them', () => {
    const declared = httpRoutes.map((route) => `${route.method.toLowerCase()} ${route.path.replace(/:([a-zA-Z]+)/g, '{$1}')}`).sort();
    expect(servedRoutes(app).map(({ method, path }) => `${method} ${path}`).sort()).toEqual(declared);
  });

  it("documents each answer with the route's own schema: the cart summary's lines included", () => {
    const summary = document.paths['/api/cart/dynamic-summary'].post.responses['200'] as { content?: Record<string, { schema: { required?: string[] } }> };
    expect(summary.content?.['application/json'].schema.required).toEqual(['success', 'summary', 'lines']);
  });

  it('says of every back-office call which permission it needs and which roles have it', () => {
    const staffRoutes = httpRoutes.filter((route) => route.staff);
    expect(staffRoutes.length).toBeGreaterThan(20);
    for (const route of staffRoutes) {
      const operation = document.paths[route.path.replace(/:([a-zA-Z]+)/g, '{$1}')][route.method.toLowerCase()];
      const permission = route.staff as keyof typeof PERMISSIONS;
      expect(`${route.method} ${route.path}: ${operation.description}`).toContain(`\`${permission}\` (${PERMISSIONS[permission].join(', ')})`);
    }
  });

  it('documents only routes that exist', () => {
    const served = new Set(servedRoutes(app).map(({ method, path }) => `${method} ${path}`));
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    );
    expect(documented.filter((route) => !served.has(route))).toEqual([]);
  });
});
