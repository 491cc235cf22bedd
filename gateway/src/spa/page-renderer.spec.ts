import { createServer, get as httpGet, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { PAGE_FRESH_FOR_HEADER } from '@shop/contracts';
import { PageRenderer } from './page-renderer';

/** A stand-in renderer: counts the pages it renders and answers each with the status and headers a test sets. */
async function fakeRenderer(headers: (request: IncomingMessage) => Record<string, string>, renderMs = 0, status = 200) {
  const seen: string[] = [];
  const server: Server = createServer((request, response) => {
    seen.push(`${request.url} ${request.headers['if-none-match'] ?? ''}`.trim());
    setTimeout(() => response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', etag: '"v1"', ...headers(request) }).end(`<p>${request.url}</p>`), renderMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, close: () => new Promise((resolve) => server.close(resolve)) };
}

interface Answer {
  statusCode: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A gateway whose pages come from `renderer`, else "the SPA"; asked over HTTP with nothing decoded. */
async function gatewayWith(renderer: PageRenderer) {
  const app = Fastify();
  app.get('/*', async (request, reply) => ((await renderer.forward(request, reply)) ? reply : reply.status(200).send('the SPA')));
  const base = new URL(await app.listen({ host: '127.0.0.1', port: 0 }));
  const inject = ({ url, headers = {} }: { url: string; headers?: Record<string, string> }) =>
    new Promise<Answer>((resolve, reject) => {
      httpGet({ host: base.hostname, port: base.port, path: url, headers }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, body }));
      }).on('error', reject);
    });
  return { inject, close: () => (renderer.close(), app.close()) };
}

describe('the gateway’s page forwarding', () => {
  let now = 10_000;
  const clock = () => now;

  it('answers from its copy while the renderer says the page is fresh, and asks again after', async () => {
    const renderer = await fakeRenderer(() => ({ [PAGE_FRESH_FOR_HEADER]: '400' }));
    const gateway = await gatewayWith(new PageRenderer(renderer.url, 1000, clock));
    const get = () => gateway.inject({ url: '/product/1', headers: { accept: 'text/html' } });

    expect((await get()).body).toBe('<p>/product/1</p>');
    now += 399;
    expect((await get()).body).toBe('<p>/product/1</p>');
    expect(renderer.seen).toEqual(['/product/1']);
    now += 1;
    await get();
    expect(renderer.seen).toEqual(['/product/1', '/product/1']);
    await gateway.close();
    await renderer.close();
  });

  it('lets a copy go once its time is past, though there is room: a link asked for once is not held', async () => {
    const renderer = await fakeRenderer(() => ({ [PAGE_FRESH_FOR_HEADER]: '500' }));
    const pages = new PageRenderer(renderer.url, 1000, clock);
    const gateway = await gatewayWith(pages);
    for (let i = 0; i < 20; i += 1) await gateway.inject({ url: `/product/1?v=${i}`, headers: { accept: 'text/html' } });
    expect(pages.pagesKept).toBe(20);
    now += 500;
    await gateway.inject({ url: '/product/2', headers: { accept: 'text/html' } });
    expect(pages.pagesKept).toBe(1);
    await gateway.close();
    await renderer.close();
  });

  it('keeps one copy for all of a shared link’s variants: their tracking parameters are no part of the page', async () => {
    const renderer = await fakeRenderer(() => ({ [PAGE_FRESH_FOR_HEADER]: '900' }));
    const pages = new PageRenderer(renderer.url, 1000, clock);
    const gateway = await gatewayWith(pages);
    const first = await gateway.inject({ url: '/product/4?utm_source=whatsapp&fbclid=IwAR1', headers: { accept: 'text/html' } });
    const second = await gateway.inject({ url: '/product/4?fbclid=IwAR2&igsh=x', headers: { accept: 'text/html' } });
    expect(second.body).toBe(first.body);
    expect(renderer.seen).toEqual(['/product/4?utm_source=whatsapp&fbclid=IwAR1']);
    // Any other parameter makes a page of its own.
    await gateway.inject({ url: '/product/4?v=1', headers: { accept: 'text/html' } });
    expect(renderer.seen).toHaveLength(2);
    expect(pages.pagesKept).toBe(2);
    await gateway.close();
    await renderer.close();
  });

  it('asks the renderer once for a page many shoppers ask for at the same moment', async () => {
    const renderer = await fakeRenderer(() => ({ [PAGE_FRESH_FOR_HEADER]: '800' }), 100);
    const gateway = await gatewayWith(new PageRenderer(renderer.url, 1000, clock));
    const answers = await Promise.all(Array.from({ length: 20 }, () => gateway.inject({ url: '/product/3', headers: { accept: 'text/html', 'accept-encoding': 'br' } })));
    expect(answers.map((answer) => answer.body)).toEqual(Array(20).fill('<p>/product/3</p>'));
    expect(renderer.seen).toEqual(['/product/3']);
    await gateway.close();
    await renderer.close();
  });

  it('keeps nothing the renderer does not call fresh, and never longer than a second', async () => {
    let freshFor: Record<string, string> = {};
    const renderer = await fakeRenderer(() => freshFor);
    const gateway = await gatewayWith(new PageRenderer(renderer.url, 1000, clock));
    const get = () => gateway.inject({ url: '/blog', headers: { accept: 'text/html' } });

    await get();
    await get();
    expect(renderer.seen).toHaveLength(2);

    freshFor = { [PAGE_FRESH_FOR_HEADER]: '60000' };
    await get();
    now += 1000;
    await get();
    expect(renderer.seen).toHaveLength(4);
    await gateway.close();
    await renderer.close();
  });

  it('answers 304 to the browser’s copy itself, and keeps pages per encoding', async () => {
    const renderer = await fakeRenderer((request) => ({ [PAGE_FRESH_FOR_HEADER]: '900', 'content-encoding': /(^|[\s,])br(?!;q=0)/.test(String(request.headers['accept-encoding'])) ? 'br' : 'gzip' }));
    const gateway = await gatewayWith(new PageRenderer(renderer.url, 1000, clock));

    const brotli = await gateway.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    const gzip = await gateway.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const again = await gateway.inject({ url: '/', headers: { 'accept-encoding': 'br', 'if-none-match': '"v1"' } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The renderer never saw the browser's validator: the gateway keeps whole pages.
    expect(renderer.seen).toEqual(['/', '/']);
    await gateway.close();
    await renderer.close();
  });

  it('gives up on a renderer that is down, so the gateway serves the SPA, and says why', async () => {
    const renderer = await fakeRenderer(() => ({}));
    await renderer.close();
    const log = { warn: jest.fn() };
    const gateway = await gatewayWith(new PageRenderer(renderer.url, 1000, clock, log));
    expect((await gateway.inject({ url: '/product/1' })).body).toBe('the SPA');
    expect(log.warn).toHaveBeenCalledWith(expect.stringMatching(/^Page \/product\/1 served as the SPA, without its server rendering: .*ECONNREFUSED/));
    await gateway.close();
  });

  it('gives up on a renderer slower than its time allows, and says so', async () => {
    const renderer = await fakeRenderer(() => ({}), 1000);
    const log = { warn: jest.fn() };
    const gateway = await gatewayWith(new PageRenderer(renderer.url, 100, clock, log));
    expect((await gateway.inject({ url: '/product/1' })).body).toBe('the SPA');
    expect(log.warn).toHaveBeenCalledWith('Page /product/1 served as the SPA, without its server rendering: the renderer took longer than 100 ms');
    await gateway.close();
    await renderer.close();
  });

  it('serves the SPA for a renderer that fails without a page, and says with what', async () => {
    const renderer = await fakeRenderer(() => ({ 'content-type': 'text/plain' }), 0, 502);
    const log = { warn: jest.fn() };
    const gateway = await gatewayWith(new PageRenderer(renderer.url, 1000, clock, log));
    expect((await gateway.inject({ url: '/product/1' })).body).toBe('the SPA');
    expect(log.warn).toHaveBeenCalledWith('Page /product/1 served as the SPA, without its server rendering: the renderer answered 502');
    await gateway.close();
    await renderer.close();
  });
});
