import type { ServiceDatabase } from '@shop/database';
import { CreateOutboxTable1763700000000, OutboxEvent } from '@shop/messaging';
import { CreateReviews1763700000601 } from '../migrations/1763700000601-create-reviews';

/** The review service's own database; its queries are SQL, so the outbox is its only entity. */
export const reviewDatabase = (url: string): ServiceDatabase => ({
  url,
  entities: [OutboxEvent],
  migrations: [CreateOutboxTable1763700000000, CreateReviews1763700000601],
});
