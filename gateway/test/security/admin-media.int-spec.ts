import 'reflect-metadata';
import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { UploadedImage } from '@shop/contracts';
import { pngBomb, smallImage, upload, type UploadFile } from '../support/images';
import { startShop, type Shop } from '../support/shop';
import { signIn } from '../support/sign-in';
import { asStaff, staffAs, type SignedInStaff } from '../support/staff';

const MAX_BYTES = 1024 * 1024;
const MAX_FILES = 3;

/** Attacks on the back office's image uploads: who may upload, from where, and what they may send. */
describe('security: back office image uploads', () => {
  let shop: Shop;
  let cataloguer: SignedInStaff;
  let png: Buffer;

  /** Nothing was kept: no temporary file left, no original stored. */
  async function nothingKept(): Promise<void> {
    expect(await readdir(join(shop.mediaDir, 'tmp'))).toEqual([]);
    expect(await readdir(join(shop.mediaDir, 'originals'))).toEqual([]);
  }

  async function refused(files: UploadFile[], status: number, message: RegExp): Promise<void> {
    const res = await upload(shop, cataloguer.cookie, files);
    expect({ status: res.status, message: ((await res.json()) as { message: string }).message }).toEqual({ status, message: expect.stringMatching(message) });
    await nothingKept();
  }

  beforeAll(async () => {
    // Small limits, so an oversized upload costs a test little.
    shop = await startShop({ gateway: { MEDIA_UPLOAD_MAX_BYTES: String(MAX_BYTES), MEDIA_UPLOAD_MAX_FILES: String(MAX_FILES) } });
    cataloguer = await staffAs(shop, 'catalogue');
    png = await smallImage('png');
  }, 120_000);

  afterAll(() => shop?.stop());

  it('refuses nobody (401), a shopper (401) and the roles without catalogue.edit (403), uploads and reads alike', async () => {
    const shopper = await signIn(shop, 'media.shopper@example.in', { 'x-forwarded-for': '10.97.0.1' });
    const support = await staffAs(shop, 'support');
    const fulfilment = await staffAs(shop, 'fulfilment');
    for (const [cookie, status] of [['', 401], [shopper, 401], [support.cookie, 403], [fulfilment.cookie, 403]] as const) {
      expect((await upload(shop, cookie, [{ name: 'a.png', bytes: png }])).status).toBe(status);
      expect((await asStaff(shop, cookie, `/api/admin/media/${'a'.repeat(64)}`)).status).toBe(status);
    }
    await nothingKept();
  });

  it('ignores a forged staff header: only the session cookie says who is uploading', async () => {
    const forged = JSON.stringify({ id: 1, email: 'owner@curatedartdecor.in', name: 'Owner', role: 'owner' });
    expect((await upload(shop, '', [{ name: 'a.png', bytes: png }], { 'x-staff': forged })).status).toBe(401);
    await nothingKept();
  });

  it('refuses an upload from another site, a form post included, even with a valid staff cookie', async () => {
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }]) {
      expect((await upload(shop, cataloguer.cookie, [{ name: 'a.png', bytes: png }], headers)).status).toBe(403);
    }
    // An older browser sends no Sec-Fetch-Site, only the attacking page's Origin.
    const form = new FormData();
    form.append('files', new Blob([png], { type: 'image/png' }), 'a.png');
    const fromForm = await fetch(`${shop.base}/api/admin/media`, { method: 'POST', headers: { cookie: cataloguer.cookie, origin: 'https://evil.example' }, body: form });
    expect(fromForm.status).toBe(403);
    await nothingKept();
  });

  it('refuses a file over the size limit with 413, whatever its declared length, and keeps nothing', async () => {
    const big = Buffer.concat([png, Buffer.alloc(MAX_BYTES)]);
    await refused([{ name: 'big.png', bytes: big, type: 'image/png' }], 413, /big\.png is larger than 1 MB/);
    // One small file first changes nothing: all or none.
    await refused([{ name: 'fine.png', bytes: png }, { name: 'big.png', bytes: big }], 413, /larger than 1 MB/);
  });

  it('refuses more files than allowed with 413, and keeps none of them', async () => {
    const files = await Promise.all(['#111111', '#222222', '#333333', '#444444'].map(async (colour, i) => ({ name: `${i}.png`, bytes: await smallImage('png', colour) })));
    await refused(files, 413, new RegExp(`at most ${MAX_FILES} files`));
  });

  it('refuses what is not a JPEG, PNG or WebP by its content: SVG, GIF, HTML named .png (415), a truncated image (400)', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    await refused([{ name: 'logo.png', bytes: svg, type: 'image/png' }], 415, /logo\.png is an? SVG image|logo\.png is not an image/);
    await refused([{ name: 'animation.webp', bytes: await smallImage('gif'), type: 'image/webp' }], 415, /animation\.webp is a GIF image: send JPEG, PNG or WebP/);
    await refused([{ name: 'page.png', bytes: Buffer.from('<html><body>hello</body></html>'), type: 'image/png' }], 415, /page\.png is not an image/);
    const jpeg = await smallImage('jpeg', '#884422', 800, 600);
    await refused([{ name: 'cut.jpg', bytes: jpeg.subarray(0, Math.floor(jpeg.length * 0.6)), type: 'image/jpeg' }], 400, /cut\.jpg is damaged or incomplete/);
  });

  it('refuses a decompression bomb (huge dimensions in a small file) by its pixel count, before decoding it', async () => {
    const bomb = pngBomb(30_000);
    expect(bomb.length).toBeLessThan(MAX_BYTES);
    const started = performance.now();
    await refused([{ name: 'bomb.png', bytes: bomb, type: 'image/png' }], 400, /bomb\.png is 30000×30000 pixels, more than 80 megapixels/);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses a body that is not multipart, parts that are not files, and multipart on any other route', async () => {
    const json = await asStaff(shop, cataloguer.cookie, '/api/admin/media', { method: 'POST', body: { files: ['a.png'] } });
    expect(json.status).toBe(415);
    const form = new FormData();
    form.append('note', 'not a file');
    const fields = await fetch(`${shop.base}/api/admin/media`, { method: 'POST', headers: { cookie: cataloguer.cookie, 'sec-fetch-site': 'same-origin' }, body: form });
    expect(fields.status).toBe(400);
    expect(((await fields.json()) as { message: string }).message).toMatch(/the part "note" is not a file/);
    const empty = await upload(shop, cataloguer.cookie, []);
    expect(empty.status).toBe(400);

    const elsewhere = new FormData();
    elsewhere.append('title', 'Sneaky');
    const products = await fetch(`${shop.base}/api/admin/products`, { method: 'POST', headers: { cookie: cataloguer.cookie, 'sec-fetch-site': 'same-origin' }, body: elsewhere });
    expect(products.status).toBe(415);
    await nothingKept();
  });

  it('answers a body that only claims to be multipart (no parts, a part cut short) with a 400, not a hang', async () => {
    for (const body of ['garbage without any boundary', '--x\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG']) {
      const res = await fetch(`${shop.base}/api/admin/media`, {
        method: 'POST',
        headers: { cookie: cataloguer.cookie, 'sec-fetch-site': 'same-origin', 'content-type': 'multipart/form-data; boundary=x' },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      expect(res.status).toBe(400);
    }
    await nothingKept();
  });

  it('keeps a file named with a path inside the media folder, under its hash, with a harmless URL', async () => {
    const bytes = await smallImage('png', '#00ff7f');
    const res = await upload(shop, cataloguer.cookie, [{ name: '../../../../etc/cron.d/Evil Name.png', bytes, type: 'image/png' }]);
    expect(res.status).toBe(202);
    const [image] = (await res.json()) as UploadedImage[];
    expect(image.originalFilename).toBe('Evil Name.png');
    expect(image.url).toBe(`/media/uploads/${image.id.slice(0, 16)}/evil-name.webp`);
    expect(await readdir(join(shop.mediaDir, 'originals'))).toEqual([`${image.id}.png`]);
    // Nothing beside the media folder.
    expect((await readdir(dirname(shop.mediaDir))).filter((name) => /evil|cron/i.test(name))).toEqual([]);

    const windows = await upload(shop, cataloguer.cookie, [{ name: '..\\..\\windows\\system32\\x.png', bytes: await smallImage('png', '#7f00ff') }]);
    expect(windows.status).toBe(202);
    const [other] = (await windows.json()) as UploadedImage[];
    expect(other).toMatchObject({ originalFilename: 'x.png', url: `/media/uploads/${other.id.slice(0, 16)}/x.webp` });
  });

  it('answers a malformed image id with 400 and an unknown one with 404', async () => {
    for (const id of ['..%2F..%2Fetc%2Fpasswd', 'A'.repeat(64), 'a'.repeat(63), `${'a'.repeat(64)}.png`]) {
      expect((await asStaff(shop, cataloguer.cookie, `/api/admin/media/${id}`)).status).toBe(400);
    }
    expect((await asStaff(shop, cataloguer.cookie, `/api/admin/media/${'0'.repeat(64)}`)).status).toBe(404);
  });

  it('never serves an original or an unfinished file', async () => {
    const res = await upload(shop, cataloguer.cookie, [{ name: 'kept.png', bytes: await smallImage('png', '#123456') }]);
    const [image] = (await res.json()) as UploadedImage[];
    for (const path of [`/media/originals/${image.id}.png`, `/media/uploads/%2e%2e/originals/${image.id}.png`, `/media/uploads/..%2foriginals/${image.id}.png`, `/media/uploads/${image.id.slice(0, 16)}/.kept.webp.0000.partial`]) {
      expect((await fetch(`${shop.base}${path}`)).status).toBe(404);
    }
  });
});
