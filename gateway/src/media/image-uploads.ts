import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import {
  BadRequestException,
  Inject,
  Injectable,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
  type OnModuleInit,
} from '@nestjs/common';
import {
  ACCEPTED_IMAGE_FORMATS,
  MAX_IMAGE_PIXELS,
  originalFileName,
  ProcessReviewPhoto,
  ProcessUploadedImage,
  type AcceptedImageFormat,
  type UploadedImage,
} from '@shop/contracts';
import { RequestClient, type RequestContext } from '@shop/messaging';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { unlessStalled } from '../common/multipart-body';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';

/** A file received whole into MEDIA_DIR/tmp and checked: an image sharp reads completely. */
interface ReceivedImage {
  temp: string;
  id: string;
  format: AcceptedImageFormat;
  originalFilename: string;
}

/** How many files of what size one upload may hold, and which media request queues them. */
export interface UploadRules {
  maxBytes: number;
  maxFiles: number;
  /** ProcessUploadedImage for the back office's images; ProcessReviewPhoto for a shopper's review photos. */
  queueWith: typeof ProcessUploadedImage | typeof ProcessReviewPhoto;
}

/** What a stalled upload body is told to send instead. */
const IMAGE_PARTS = 'send each image as a file part';

const isAccepted = (format: string | undefined): format is AcceptedImageFormat => (ACCEPTED_IMAGE_FORMATS as readonly string[]).includes(format ?? '');

/** The file's own name as the browser sent it: no folders, no control characters, at most 255 characters. */
export function cleanFilename(filename: string | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .trim();
  // Cut by code point, so a cut never leaves half a surrogate pair.
  return Array.from(clean).slice(0, 255).join('').trim() || 'image';
}

/**
 * The back office's image uploads (issue 18). Each file is streamed to a temporary file under
 * MEDIA_DIR/tmp while it is hashed (never held in memory), then checked by its content: sharp
 * must recognise a JPEG, PNG or WebP (whatever the name or the declared type say), at most
 * MAX_IMAGE_PIXELS (read from the header, before decoding: a small file declaring huge
 * dimensions is refused unread), and decode it to the end (a truncated or damaged one is
 * refused). Only when every file passes are they kept as MEDIA_DIR/originals/<sha256>.<ext> and
 * queued at the media service, which makes their sizes; the request answers at once.
 */
@Injectable()
export class ImageUploads implements OnModuleInit {
  private readonly tempDir: string;
  private readonly originalsDir: string;

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly client: RequestClient,
  ) {
    this.tempDir = join(config.MEDIA_DIR, 'tmp');
    this.originalsDir = join(config.MEDIA_DIR, 'originals');
  }

  async onModuleInit(): Promise<void> {
    await mkdir(this.tempDir, { recursive: true });
    await mkdir(this.originalsDir, { recursive: true });
  }

  /** The back office's rules: MEDIA_UPLOAD_MAX_BYTES and MEDIA_UPLOAD_MAX_FILES, recorded in the catalog. */
  get staffRules(): UploadRules {
    return { maxBytes: this.config.MEDIA_UPLOAD_MAX_BYTES, maxFiles: this.config.MEDIA_UPLOAD_MAX_FILES, queueWith: ProcessUploadedImage };
  }

  async receive(ctx: RequestContext, request: FastifyRequest, rules: UploadRules = this.staffRules): Promise<UploadedImage[]> {
    const { maxBytes, maxFiles } = rules;
    if (!request.isMultipart()) throw new UnsupportedMediaTypeException('Send the images as multipart/form-data');
    const received: ReceivedImage[] = [];
    let inFlight: string | null = null;
    try {
      const parts = request.parts({
        limits: { fileSize: maxBytes, files: maxFiles, fields: 10, fieldSize: 1024, parts: maxFiles + 10, headerPairs: 100 },
      });
      for (;;) {
        const next = await unlessStalled(request, parts.next(), IMAGE_PARTS);
        if (next.done) break;
        const part = next.value;
        if (part.type !== 'file') throw new BadRequestException(`Send only image files (the part "${part.fieldname}" is not a file)`);
        inFlight = join(this.tempDir, randomUUID());
        received.push(await unlessStalled(request, this.receiveFile(part, inFlight, maxBytes), IMAGE_PARTS));
        inFlight = null;
      }
      if (received.length === 0) throw new BadRequestException('Send at least one image file');
      for (const image of received) await this.keep(image);
    } catch (error) {
      await Promise.all([...received.map((image) => image.temp), ...(inFlight ? [inFlight] : [])].map((temp) => rm(temp, { force: true })));
      throw refusal(error, maxBytes, maxFiles);
    }
    const images: UploadedImage[] = [];
    for (const image of received) {
      images.push(await this.client.request(rules.queueWith, { id: image.id, format: image.format, originalFilename: image.originalFilename }, ctx));
    }
    return images;
  }

  private async receiveFile(part: MultipartFile, temp: string, maxBytes: number): Promise<ReceivedImage> {
    const originalFilename = cleanFilename(part.filename);
    const hash = createHash('sha256');
    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        callback(null, chunk);
      },
    });
    await pipeline(part.file, hashing, createWriteStream(temp, { flags: 'wx' }));
    if (part.file.truncated) {
      throw new PayloadTooLargeException(`${originalFilename} is larger than ${megabytes(maxBytes)}`);
    }
    const format = await checkImage(temp, originalFilename);
    return { temp, id: hash.digest('hex'), format, originalFilename };
  }

  /** The original under its content's name; the same file uploaded before is already there. */
  private async keep(image: ReceivedImage): Promise<void> {
    const original = join(this.originalsDir, originalFileName(image.id, image.format));
    const existing = await stat(original).catch(() => null);
    if (existing) await rm(image.temp, { force: true });
    else await rename(image.temp, original);
  }
}

/** What sharp finds in the file: an accepted format, not too many pixels, readable to its end. */
async function checkImage(file: string, name: string): Promise<AcceptedImageFormat> {
  // The header only: no pixel limit here, so a huge image is named as such below rather than as unreadable.
  const metadata = await sharp(file, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!metadata || !isAccepted(metadata.format)) {
    const what = metadata?.format ? `a ${metadata.format.toUpperCase()} image` : 'not an image';
    throw new UnsupportedMediaTypeException(`${name} is ${what}: send JPEG, PNG or WebP images`);
  }
  const { width = 0, height = 0 } = metadata;
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new BadRequestException(`${name} is ${width}×${height} pixels, more than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`);
  }
  // Decoded to its end, shrunk on load where the format allows: only a whole, undamaged image gets through.
  await sharp(file, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS, sequentialRead: true })
    .resize(64, 64, { fit: 'inside' })
    .raw()
    .toBuffer()
    .catch(() => {
      throw new BadRequestException(`${name} is damaged or incomplete: it cannot be read to its end`);
    });
  return metadata.format;
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** @fastify/multipart's limits as the gateway's own answers; anything else as it is. */
function refusal(error: unknown, maxBytes: number, maxFiles: number): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return new PayloadTooLargeException(`Send at most ${maxFiles} files at once`);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new PayloadTooLargeException(`Each file must be at most ${megabytes(maxBytes)}`);
  if (code === 'FST_FIELDS_LIMIT') return new BadRequestException('Send only image files');
  return error;
}
