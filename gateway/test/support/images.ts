import { randomFillSync } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { Shop } from './shop';

/** A small image of one colour, in the format asked. */
export function smallImage(format: 'png' | 'jpeg' | 'webp' | 'gif', colour = '#336699', width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })[format]().toBuffer();
}

/**
 * A PNG of random pixels, stored without compression, so its file is as large as its pixels:
 * 3650 × 3650 is 40.0 MB (not MiB), just under a 40 MB limit. Noise is the worst case for every encoder.
 */
export function noisePng(width: number, height: number): Promise<Buffer> {
  const pixels = randomFillSync(Buffer.allocUnsafe(width * height * 3));
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid PNG of `size` × `size` black pixels (1 bit each) whose file is a
 * few hundred kilobytes, since its rows of zeros compress a thousandfold; decoded, it would take
 * `size`² × 3 bytes.
 */
export function pngBomb(size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rows = deflateSync(Buffer.alloc((Math.ceil(size / 8) + 1) * size), { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', rows), pngChunk('IEND', Buffer.alloc(0))]);
}

export interface UploadFile {
  name: string;
  bytes: Buffer;
  type?: string;
}

/** POST /api/admin/media as the admin SPA sends it: multipart/form-data, one `files` part per file. */
export function upload(shop: Shop, cookie: string, files: UploadFile[], headers: Record<string, string> = {}): Promise<Response> {
  const form = new FormData();
  for (const file of files) form.append('files', new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
  return fetch(`${shop.base}/api/admin/media`, { method: 'POST', headers: { cookie, 'sec-fetch-site': 'same-origin', ...headers }, body: form });
}
