import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';

const ROOT = join(__dirname, '..', '..');

/** `npm run bench -- --client wrk`'s measurement (infra/bench/wrk.mjs), run against a server that notes what it is sent. */
describe('the bench’s wrk client', () => {
  let server: Server;
  let url = '';
  const seen: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const host = request.headers.host ? 'host' : 'no host';
        if (seen.length < 50) seen.push([request.method, request.url, host, request.headers['x-kind'], body].filter(Boolean).join(' '));
        response.writeHead(request.url === '/missing' ? 404 : 200, { 'content-type': 'text/plain' }).end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  // Asynchronously: the server answering wrk runs in this process.
  const measure = async (requests: unknown[]) =>
    JSON.parse(
      (
        await promisify(execFile)(
          process.execPath,
        [
          '--input-type=module',
          '-e',
          `const { measureWithWrk } = await import(${JSON.stringify(join(ROOT, 'infra/bench/wrk.mjs'))});
           console.log(JSON.stringify(await measureWithWrk({ url: process.argv[1], requests: JSON.parse(process.argv[2]), seconds: 1, connections: 1 })));`,
          url,
          JSON.stringify(requests),
        ],
          { encoding: 'utf8' },
        )
      ).stdout,
    ) as { rps: number; p99: number; errors: number; requests: number };

  it('sends the requests in turn, with their headers and bodies, and gives the figures', async () => {
    const figures = await measure([
      { path: '/a', headers: { 'x-kind': 'page ]] "quoted"' } },
      { method: 'POST', path: '/b?q=1', headers: { 'content-type': 'application/json' }, body: '{"text":"]=]"}' },
    ]);
    const [get, post] = ['GET /a host page ]] "quoted"', 'POST /b?q=1 host {"text":"]=]"}'];
    expect(new Set(seen)).toEqual(new Set([get, post]));
    // In turn (wrk asks for one request ahead of time, so the first sent may be either).
    expect(seen.slice(1).every((request, i) => request !== seen[i])).toBe(true);
    expect(figures.requests).toBeGreaterThan(4);
    expect(figures.errors).toBe(0);
    expect(figures.rps).toBeGreaterThan(0);
    expect(figures.p99).toBeGreaterThan(0);
  });

  it('counts answers of 400 and over as errors', async () => {
    const figures = await measure([{ path: '/missing' }]);
    expect(figures.requests).toBeGreaterThan(0);
    expect(figures.errors).toBe(figures.requests);
  });
});
