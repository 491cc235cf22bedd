import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GatewayClient } from './gateway-client';

describe('the renderer’s gateway client', () => {
  let server: Server;
  let origin: string;
  const asked: { path: string; headers: IncomingHttpHeaders }[] = [];
  let categoriesStatus = 200;

  beforeAll(async () => {
    server = createServer((request, response) => {
      asked.push({ path: request.url ?? '', headers: request.headers });
      if (request.url === '/api/categories') {
        response.writeHead(categoriesStatus, { 'Content-Type': 'application/json' }).end(`[{"id":${asked.length}}]`);
      } else if (request.url?.startsWith('/api/products')) {
        response.writeHead(200, { 'Content-Type': 'application/json', 'X-Total-Count': '340' }).end('[]');
      } else {
        response.writeHead(404).end('Not found');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    asked.length = 0;
    categoriesStatus = 200;
  });

  it('asks for answers uncompressed and answers as fetch would', async () => {
    const client = new GatewayClient(origin, 250);
    const { fetch, apiOrigin } = client.forPage().context;
    expect(apiOrigin).toBe(origin);

    const products = await fetch(`${origin}/api/products?category=Exclusive`, { method: 'GET' });
    const missing = await fetch(`${origin}/api/blog/none`, { method: 'GET' });

    expect(asked[0]).toMatchObject({ path: '/api/products?category=Exclusive', headers: { accept: 'application/json', 'accept-encoding': 'identity' } });
    expect(products).toMatchObject({ ok: true, status: 200 });
    expect(products.headers.get('X-Total-Count')).toBe('340');
    expect(await products.text()).toBe('[]');
    expect(missing).toMatchObject({ ok: false, status: 404, statusText: 'Not Found' });
    expect(await missing.text()).toBe('Not found');
    client.close();
  });

  it('asks once for the answer every page shares, within its time, and a page made from it is as old as that answer', async () => {
    let now = 10_000;
    const client = new GatewayClient(origin, 250, () => now);

    const first = client.forPage();
    expect(await (await first.context.fetch(`${origin}/api/categories`, {})).text()).toBe('[{"id":1}]');
    now = 10_200;
    const second = client.forPage();
    expect(await (await second.context.fetch(`${origin}/api/categories`, {})).text()).toBe('[{"id":1}]');
    await second.context.fetch(`${origin}/api/products/7`, {});

    expect(asked.map(({ path }) => path)).toEqual(['/api/categories', '/api/products/7']);
    expect(second.dataAskedAt).toBe(10_000);

    now = 10_250;
    const third = client.forPage();
    expect(await (await third.context.fetch(`${origin}/api/categories`, {})).text()).toBe('[{"id":3}]');
    expect(third.dataAskedAt).toBe(10_250);
    client.close();
  });

  it('never shares a failed answer: the next page asks again', async () => {
    const client = new GatewayClient(origin, 250);
    categoriesStatus = 503;
    expect((await client.forPage().context.fetch(`${origin}/api/categories`, {})).status).toBe(503);
    categoriesStatus = 200;
    expect((await client.forPage().context.fetch(`${origin}/api/categories`, {})).status).toBe(200);
    expect(asked).toHaveLength(2);
    client.close();
  });

  it('shares nothing but the shared answers, and nothing when given no time', async () => {
    const client = new GatewayClient(origin, 250);
    await client.forPage().context.fetch(`${origin}/api/products/7`, {});
    await client.forPage().context.fetch(`${origin}/api/products/7`, {});
    await client.forPage().context.fetch(`${origin}/api/categories?page=2`, {});
    await client.forPage().context.fetch(`${origin}/api/categories?page=2`, {});
    const unshared = new GatewayClient(origin, 0);
    await unshared.forPage().context.fetch(`${origin}/api/categories`, {});
    await unshared.forPage().context.fetch(`${origin}/api/categories`, {});
    expect(asked).toHaveLength(6);
    client.close();
    unshared.close();
  });

  it('fails a request the gateway cannot take', async () => {
    const client = new GatewayClient('http://127.0.0.1:1', 250);
    await expect(client.forPage().context.fetch('http://127.0.0.1:1/api/categories', {})).rejects.toThrow(/ECONNREFUSED/);
    client.close();
  });
});
