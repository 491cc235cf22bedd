import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { AcceptedImageFormat } from '@shop/contracts';
import { Gauge, metric, type StaffIdentity } from '@shop/messaging';
import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import { MEDIA_CONFIG, type MediaConfig } from '../config';

export const IMAGE_QUEUE = 'media';

/** One uploaded image to process; its job id is the image's id (the sha256 of the original). */
export interface ImageJob {
  id: string;
  format: AcceptedImageFormat;
  /** The file name in its URLs (uploadedImageName of the original's). */
  name: string;
  originalFilename: string;
  correlationId: string;
  /**
   * The staff member who uploaded it: the catalog records the image in their name (and checks
   * their role again). Absent for a shopper's review photo, which the catalog never learns of.
   */
  staff?: StaffIdentity;
}

/** The full size's width and height: what a completed job answers. */
export interface ImageJobResult {
  width: number;
  height: number;
}

const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

let measuredQueue: Queue | null = null;

/** Read from Redis at each scrape, so every replica reports the shared queue as it is now. */
metric(
  'media_queue_jobs',
  () =>
    new Gauge({
      name: 'media_queue_jobs',
      help: 'Jobs in the image queue, by state',
      labelNames: ['state'],
      async collect() {
        if (!measuredQueue) return;
        const counts = await measuredQueue.getJobCounts(...QUEUE_STATES);
        for (const state of QUEUE_STATES) this.set({ state }, counts[state] ?? 0);
      },
    }),
);

/**
 * The uploaded images waiting to be processed, in Redis, shared by every replica. Jobs are kept
 * once done or failed: they are where an image's state is read from (a few hundred bytes each).
 */
@Injectable()
export class ImageQueue implements OnApplicationShutdown {
  readonly redis: IORedis;
  readonly queue: Queue<ImageJob, ImageJobResult>;

  constructor(@Inject(MEDIA_CONFIG) config: MediaConfig) {
    this.redis = new IORedis(config.REDIS_URL, { maxRetriesPerRequest: null });
    this.queue = new Queue<ImageJob, ImageJobResult>(IMAGE_QUEUE, {
      connection: this.redis,
      prefix: config.QUEUE_PREFIX,
      defaultJobOptions: {
        // About 10 minutes of retries: long enough for the catalog to come back from a restart.
        attempts: 10,
        backoff: { type: 'exponential', delay: 1000 },
        removeOnComplete: false,
        removeOnFail: false,
      },
    });
    measuredQueue = this.queue;
  }

  async onApplicationShutdown(): Promise<void> {
    if (measuredQueue === this.queue) measuredQueue = null;
    await this.queue.close();
    await this.redis.quit().catch(() => undefined);
  }
}
