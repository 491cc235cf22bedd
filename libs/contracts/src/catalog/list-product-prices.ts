import { z } from 'zod';
import { defineEvent, defineRequest, eventEnvelope } from '../common/define';
import { paiseSchema } from '../money';
import { orientationSchema, productIdSchema } from './product';

/** What pricing needs of every product; pricing keeps it in memory and follows its changes. */
export const productPriceFactsSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  basePrice: paiseSchema,
  orientation: orientationSchema,
  availableSizes: z.array(z.string()),
  availableMediums: z.array(z.string()),
  availableFrames: z.array(z.string()),
  inStock: z.boolean(),
});
export type ProductPriceFacts = z.infer<typeof productPriceFactsSchema>;

/** The most price facts one page carries: well under NATS's 1 MB message limit. */
export const MAX_PRICE_FACTS_PAGE = 1000;

/**
 * A page of price facts in id order, after `afterId` (or of the `ids` asked); `nextAfterId` is
 * where the next page starts, null after the last.
 */
export const ListProductPriceFacts = defineRequest({
  subject: 'catalog.list-product-price-facts.v2',
  request: z
    .object({
      afterId: z.number().int().nonnegative().default(0),
      ids: z.array(productIdSchema).max(MAX_PRICE_FACTS_PAGE).optional(),
      limit: z.number().int().min(1).max(MAX_PRICE_FACTS_PAGE).default(MAX_PRICE_FACTS_PAGE),
    })
    .strict(),
  reply: z.object({ items: z.array(productPriceFactsSchema), nextAfterId: z.number().int().positive().nullable() }),
});

/** The most ids one change event names; a larger change says `productIds: null` (re-read everything). */
export const MAX_CHANGED_IDS = 500;

/**
 * Products were added, changed or removed, by any means (the trigger on the table writes it to
 * the outbox in the same transaction). `productIds` names them, or is null when the change was
 * too large to list: then every product may have changed.
 */
export const ProductsChanged = defineEvent({
  subject: 'product.changed.v1',
  payload: eventEnvelope.extend({ productIds: z.array(z.number().int().positive()).max(MAX_CHANGED_IDS).nullable() }),
});
