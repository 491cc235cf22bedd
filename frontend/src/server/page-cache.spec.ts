import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CachedPage, PageCache } from './page-cache';

const page = (html: string, renderedAt: number, cacheable = true) => new CachedPage(200, Buffer.from(html), cacheable, renderedAt);

describe('the renderer’s page cache', () => {
  it('serves a page again within its age and renders it afresh after', async () => {
    let now = 1000;
    const cache = new PageCache(1000, 10, () => now);
    const render = jest.fn(async () => page(`<p>${now}</p>`, now));

    expect((await cache.get('/product/1', { render })).html.toString()).toBe('<p>1000</p>');
    now = 1500;
    expect((await cache.get('/product/1', { render })).html.toString()).toBe('<p>1000</p>');
    now = 2000;
    expect((await cache.get('/product/1', { render })).html.toString()).toBe('<p>2000</p>');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('makes a popular page afresh in its last quarter while it still serves it, so no one waits for the render', async () => {
    let now = 1000;
    const cache = new PageCache(1000, 10, () => now);
    let finish: (value: CachedPage) => void = () => undefined;
    const render = jest.fn(async () => page(`<p>${now}</p>`, now));
    await cache.get('/product/1', { render });

    render.mockImplementationOnce(() => new Promise<CachedPage>((resolve) => (finish = resolve)));
    now = 1800;
    expect((await cache.get('/product/1', { render })).html.toString()).toBe('<p>1000</p>');
    expect((await cache.get('/product/1', { render })).html.toString()).toBe('<p>1000</p>');
    expect(render).toHaveBeenCalledTimes(2);
    finish(page('<p>1800</p>', 1800));
    await new Promise((resolve) => setImmediate(resolve));
    now = 1900;
    expect((await cache.get('/product/1', { render })).html.toString()).toBe('<p>1800</p>');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('renews a page whose data has not changed instead of rendering it, and renders it when the data has', async () => {
    let now = 0;
    let data = 'price 1299';
    const cache = new PageCache(1000, 10, () => now);
    const source = {
      render: jest.fn(async () => new CachedPage(200, Buffer.from(`<p>${data}</p>`), true, now, data)),
      signature: jest.fn(async () => ({ signature: data, askedAt: now })),
    };
    const first = await cache.get('/product/1', source);
    now = 1000;
    const renewed = await cache.get('/product/1', source);
    expect(renewed.html.toString()).toBe('<p>price 1299</p>');
    expect(renewed.etag).toBe(first.etag);
    // The gateway may answer from its copy until the page's last quarter, then asks here again.
    expect(cache.freshFor(renewed)).toBe(750);
    expect(source.render).toHaveBeenCalledTimes(1);
    expect(source.signature).toHaveBeenCalledTimes(1);
    expect(cache.renewals).toBe(1);

    data = 'price 1499';
    now = 2000;
    expect((await cache.get('/product/1', source)).html.toString()).toBe('<p>price 1499</p>');
    expect(source.render).toHaveBeenCalledTimes(2);
  });

  it('counts a renewed page’s age from the oldest answer its data was told by', async () => {
    let now = 0;
    const cache = new PageCache(1000, 10, () => now);
    const source = {
      render: jest.fn(async () => new CachedPage(200, Buffer.from('<p>x</p>'), true, now, 'same')),
      // The shop's categories, asked 200 ms before the check, for every page made meanwhile.
      signature: jest.fn(async () => ({ signature: 'same', askedAt: now - 200 })),
    };
    await cache.get('/product/1', source);
    now = 1000;
    const renewed = await cache.get('/product/1', source);
    expect(renewed.renderedAt).toBe(800);
    expect(cache.freshFor(renewed)).toBe(550);
    now = 1800;
    await cache.get('/product/1', source);
    expect(source.signature).toHaveBeenCalledTimes(2);
  });

  it('renders a page again once it is a minute old, though its data is the same', async () => {
    let now = 0;
    const cache = new PageCache(1000, 10, () => now, 60_000);
    const source = { render: jest.fn(async () => new CachedPage(200, Buffer.from('<p>x</p>'), true, now, 'same')), signature: jest.fn(async () => ({ signature: 'same', askedAt: now })) };
    await cache.get('/', source);
    for (now = 1000; now < 60_000; now += 1000) await cache.get('/', source);
    expect(source.render).toHaveBeenCalledTimes(1);
    now = 60_000;
    await cache.get('/', source);
    expect(source.render).toHaveBeenCalledTimes(2);
  });

  it('never renews a page that cannot be told by its data (no signature)', async () => {
    let now = 0;
    const cache = new PageCache(1000, 10, () => now);
    const source = { render: jest.fn(async () => new CachedPage(200, Buffer.from('<p>x</p>'), true, now, null)), signature: jest.fn(async () => ({ signature: null, askedAt: now })) };
    await cache.get('/', source);
    now = 1000;
    await cache.get('/', source);
    expect(source.render).toHaveBeenCalledTimes(2);
    expect(source.signature).not.toHaveBeenCalled();
  });

  it('renders a page once for requests that arrive while it renders', async () => {
    const cache = new PageCache(1000, 10);
    let finish: (value: CachedPage) => void = () => undefined;
    const render = jest.fn(() => new Promise<CachedPage>((resolve) => (finish = resolve)));
    const first = cache.get('/', { render });
    const second = cache.get('/', { render });
    finish(page('<p>home</p>', Date.now()));
    expect(await first).toBe(await second);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('keeps no page rendered without its data, and none at all with an age of 0', async () => {
    const degraded = new PageCache(1000, 10);
    const render = jest.fn(async () => page('<p>partial</p>', Date.now(), false));
    await degraded.get('/', { render });
    await degraded.get('/', { render });
    expect(render).toHaveBeenCalledTimes(2);

    const uncached = new PageCache(0, 10);
    const fresh = jest.fn(async () => page('<p>fresh</p>', Date.now()));
    await uncached.get('/', { render: fresh });
    await uncached.get('/', { render: fresh });
    expect(fresh).toHaveBeenCalledTimes(2);
  });

  it('lets the page stored longest ago go when it is full', async () => {
    const cache = new PageCache(60_000, 2);
    const render = jest.fn(async () => page('<p>x</p>', Date.now()));
    await cache.get('/a', { render });
    await cache.get('/b', { render });
    await cache.get('/c', { render });
    await cache.get('/b', { render });
    await cache.get('/a', { render });
    expect(render.mock.calls).toHaveLength(4);
  });

  it('holds no page past its age, though the cache has room: a link asked for once is let go', async () => {
    let now = 0;
    const cache = new PageCache(1000, 5000, () => now);
    for (let i = 0; i < 100; i += 1) await cache.get(`/product/1?utm_source=${i}`, { render: async () => page('<p>x</p>', now) });
    expect(cache.size).toBe(100);
    now = 1000;
    await cache.get('/product/2', { render: async () => page('<p>y</p>', now) });
    expect(cache.size).toBe(1);
  });
});

describe('a cached page', () => {
  const html = `<html>${'<p>Monsoon Reverie</p>'.repeat(200)}</html>`;

  it('answers Brotli before gzip, and the HTML itself to a client that accepts neither', () => {
    const cached = page(html, 0);
    const brotli = cached.body('gzip, deflate, br');
    expect(brotli.encoding).toBe('br');
    expect(brotliDecompressSync(brotli.bytes).toString()).toBe(html);
    const gzip = cached.body('gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(html);
    expect(cached.body('br;q=0, gzip;q=0').encoding).toBeNull();
    expect(cached.body(undefined)).toEqual({ encoding: null, bytes: Buffer.from(html) });
  });

  it('has an ETag of its content', () => {
    expect(page(html, 0).etag).toBe(page(html, 5).etag);
    expect(page(html, 0).etag).not.toBe(page(`${html} `, 0).etag);
    expect(page(html, 0).etag).toMatch(/^"[\w-]+"$/);
  });
});
