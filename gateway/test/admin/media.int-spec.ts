import 'reflect-metadata';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { ApiStaffProduct, UploadedImage } from '@shop/contracts';
import sharp from 'sharp';
import { noisePng, upload } from '../support/images';
import { startShop, type Shop } from '../support/shop';
import { asStaff, staffAs, type SignedInStaff } from '../support/staff';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Polls an uploaded image until it is no longer processing; answers it and how long that took. */
async function untilProcessed(shop: Shop, cookie: string, id: string, timeoutMs = 60_000): Promise<UploadedImage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await asStaff(shop, cookie, `/api/admin/media/${id}`);
    expect(res.status).toBe(200);
    const image = (await res.json()) as UploadedImage;
    if (image.status !== 'processing') return image;
    if (Date.now() > deadline) throw new Error(`image ${id} still processing after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Image uploads of the back office, through the real gateway, media service (BullMQ on Redis) and catalog. */
describe('back office: image uploads', () => {
  let shop: Shop;
  let cataloguer: SignedInStaff;

  beforeAll(async () => {
    shop = await startShop();
    cataloguer = await staffAs(shop, 'catalogue');
  }, 120_000);

  afterAll(() => shop?.stop());

  it('refuses a text file named .jpg, by its content, and keeps nothing of it', async () => {
    const res = await upload(shop, cataloguer.cookie, [{ name: 'holiday.jpg', bytes: Buffer.from('this is not a photograph, just text\n'.repeat(100)), type: 'image/jpeg' }]);

    expect(res.status).toBe(415);
    expect(((await res.json()) as { message: string }).message).toBe('holiday.jpg is not an image: send JPEG, PNG or WebP images');
    expect(await readdir(join(shop.mediaDir, 'tmp'))).toEqual([]);
    expect(await readdir(join(shop.mediaDir, 'originals'))).toEqual([]);
  });

  it('accepts a 40 MB image in one request, answers before resizing, and serves every size (printing how long each took)', async () => {
    const bytes = await noisePng(3650, 3650);
    expect(bytes.length).toBeGreaterThan(38 * 1024 * 1024);
    expect(bytes.length).toBeLessThanOrEqual(40 * 1024 * 1024);

    const started = performance.now();
    const res = await upload(shop, cataloguer.cookie, [{ name: 'Monsoon Noise (final).png', bytes, type: 'image/png' }]);
    const answeredMs = performance.now() - started;
    expect(res.status).toBe(202);
    const [accepted] = (await res.json()) as UploadedImage[];
    const id = accepted.id;
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    const folder = `/media/uploads/${id.slice(0, 16)}`;
    // Answered while the queue still has it: the request never waits for the resizing.
    expect(accepted).toEqual({
      id,
      status: 'processing',
      originalFilename: 'Monsoon Noise (final).png',
      url: `${folder}/monsoon-noise-final.webp`,
      variants: [
        { width: 480, url: `${folder}/monsoon-noise-final-480w.webp` },
        { width: 960, url: `${folder}/monsoon-noise-final-960w.webp` },
      ],
      width: null,
      height: null,
      reason: null,
    });

    const ready = await untilProcessed(shop, cataloguer.cookie, id);
    const readyMs = performance.now() - started;
    // The budget, printed for docs/performance.md.
    console.log(`40 MB upload (${(bytes.length / 1e6).toFixed(1)} MB PNG, 3650×3650): answered 202 in ${Math.round(answeredMs)} ms, every size ready in ${Math.round(readyMs)} ms`);
    expect(ready).toMatchObject({ status: 'ready', width: 2400, height: 2400, reason: null, variants: [{ width: 480 }, { width: 960 }] });

    for (const [url, width] of [[ready.url, 2400], ...ready.variants.map((variant) => [variant.url, variant.width] as const)] as const) {
      const file = await fetch(`${shop.base}${url}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/webp');
      expect(file.headers.get('cache-control')).toBe(IMMUTABLE);
      const metadata = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width, height: width });
    }
    // The original is kept, never served.
    expect(await readdir(join(shop.mediaDir, 'originals'))).toEqual([`${id}.png`]);
    for (const path of [`/media/originals/${id}.png`, `/media/uploads/../originals/${id}.png`, `/media/uploads/%2e%2e/originals/${id}.png`]) {
      expect((await fetch(`${shop.base}${path}`)).status).toBe(404);
    }

    // Sent again (a retry, or another staff member with the same file): the same image, not a second one.
    const again = await upload(shop, cataloguer.cookie, [{ name: 'copy.png', bytes, type: 'image/png' }]);
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual([ready]);
  }, 120_000);

  it('lets a product use an uploaded image once it is ready, with its original file name', async () => {
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#a0522d' } })
      .withMetadata({ exif: { IFD0: { Artist: 'Private Person' } } })
      .jpeg()
      .toBuffer();
    const res = await upload(shop, cataloguer.cookie, [{ name: 'Terracotta Study.JPG', bytes: photo, type: 'image/jpeg' }]);
    expect(res.status).toBe(202);
    const [accepted] = (await res.json()) as UploadedImage[];
    const image = await untilProcessed(shop, cataloguer.cookie, accepted.id);
    expect(image).toMatchObject({ status: 'ready', width: 1200, height: 900 });
    const served = Buffer.from(await (await fetch(`${shop.base}${image.url}`)).arrayBuffer());
    expect((await sharp(served).metadata()).exif).toBeUndefined();

    const created = await asStaff(shop, cataloguer.cookie, '/api/admin/products', {
      method: 'POST',
      body: {
        title: 'Terracotta Study',
        artist: 'Studio Upload',
        categoryId: 2,
        description: 'A print whose image was uploaded.',
        basePrice: 1499,
        mainImage: '/media/products/monsoon-reverie/artwork.webp',
        year: '2025',
        style: 'Contemporary',
        orientation: 'landscape',
      },
    });
    expect(created.status).toBe(201);
    const product = (await created.json()) as ApiStaffProduct;

    const edited = await asStaff(shop, cataloguer.cookie, `/api/admin/products/${product.id}`, { method: 'PATCH', body: { version: product.version, mainImage: image.url } });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({
      mainImage: image.url,
      media: { [image.url]: { width: 1200, height: 900 } },
      originalFilenames: { [image.url]: 'Terracotta Study.JPG' },
    });
  }, 60_000);
});
