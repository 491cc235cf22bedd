import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { originalFileName, RecordUploadedImage, uploadedImageUrls } from '@shop/contracts';
import { RequestClient, ServiceError } from '@shop/messaging';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import type IORedis from 'ioredis';
import { MEDIA_CONFIG, type MediaConfig } from '../config';
import { writeImageSizes } from './image-pipeline';
import { IMAGE_QUEUE, ImageQueue, type ImageJob, type ImageJobResult } from './image.queue';

/**
 * Processes the queued uploads: writes each original's sizes under MEDIA_DIR/uploads (content
 * addressed, so writing them again is harmless) and then tells the catalog the image exists, in
 * the uploader's name. A catalog that is down or slow is retried with backoff; an image sharp
 * cannot read, or a refusal, fails the job at once.
 */
@Injectable()
export class ImageProcessor implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly log = new Logger(ImageProcessor.name);
  private worker: Worker<ImageJob, ImageJobResult> | null = null;
  /** The worker's own connection: BullMQ does not close a connection it was given. */
  private connection: IORedis | null = null;

  constructor(
    @Inject(MEDIA_CONFIG) private readonly config: MediaConfig,
    private readonly images: ImageQueue,
    private readonly client: RequestClient,
  ) {}

  onApplicationBootstrap(): void {
    this.connection = this.images.redis.duplicate();
    this.worker = new Worker<ImageJob, ImageJobResult>(IMAGE_QUEUE, (job) => this.process(job), {
      connection: this.connection,
      prefix: this.config.QUEUE_PREFIX,
      concurrency: this.config.MEDIA_CONCURRENCY,
    });
    this.worker.on('failed', (job, error) =>
      this.log.warn({ msg: `Image job ${job?.id} failed (attempt ${job?.attemptsMade}): ${error.message}`, correlationId: job?.data.correlationId, jobId: job?.id }),
    );
  }

  /** Lets the images in hand finish; the queue's own connection closes after (ImageQueue). */
  async beforeApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.connection?.quit().catch(() => undefined);
  }

  private async process(job: Job<ImageJob, ImageJobResult>): Promise<ImageJobResult> {
    const { id, format, name, originalFilename, correlationId, staff } = job.data;
    const started = performance.now();
    const original = join(this.config.MEDIA_DIR, 'originals', originalFileName(id, format));
    await access(original).catch(() => {
      throw new UnrecoverableError('The uploaded original is missing; upload the image again');
    });
    const { width, height } = await writeImageSizes(original, join(this.config.MEDIA_DIR, 'uploads', id.slice(0, 16)), name).catch((error: Error) => {
      throw new UnrecoverableError(`The image could not be read: ${error.message}`);
    });
    const { url } = uploadedImageUrls(id, name);
    if (staff) {
      try {
        await this.client.request(RecordUploadedImage, { url, width, height, originalFilename }, { correlationId, staff });
      } catch (error) {
        if (error instanceof ServiceError && error.status < 500) throw new UnrecoverableError(`The catalog refused the image: ${error.message}`);
        throw error;
      }
    }
    this.log.log({ msg: `Processed ${url} (${width}×${height}) in ${Math.round(performance.now() - started)} ms`, correlationId, jobId: id });
    return { width, height };
  }
}
