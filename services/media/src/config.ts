import { mediaSettings, workerSettings, z } from '@shop/config';

export const mediaServiceSettings = z.object({
  ...workerSettings,
  ...mediaSettings,
  /**
   * Images one worker processes at once. Each keeps libvips busy on every core and holds a
   * decoded image (up to a few hundred MB for 80 megapixels), so few.
   */
  MEDIA_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /**
   * Prefix of the queue's Redis keys. Stacks that share a Redis (development beside its tests,
   * say) need different prefixes, or one stack's worker takes the other's jobs.
   */
  QUEUE_PREFIX: z.string().regex(/^[a-z0-9_-]{1,40}$/i, 'must be 1-40 letters, digits, - or _').default('shop'),
});
export type MediaConfig = z.output<typeof mediaServiceSettings>;

export const MEDIA_CONFIG = Symbol('MEDIA_CONFIG');
