import type { ServiceDatabase } from '@shop/database';
import { CreateOutboxTable1763700000000, OutboxEvent } from '@shop/messaging';
import { CreateTrade1763700000701 } from '../migrations/1763700000701-create-trade';

/** The trade service's own database; its queries are SQL, so the outbox is its only entity. */
export const tradeDatabase = (url: string): ServiceDatabase => ({
  url,
  entities: [OutboxEvent],
  migrations: [CreateOutboxTable1763700000000, CreateTrade1763700000701],
});
