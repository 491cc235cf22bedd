import { z } from 'zod';
import { productIdSchema } from '../catalog';
import { defineRequest } from '../common/define';
import { paiseSchema } from '../money';

/** A wishlist entry as the spec reads it: the product's id, title, main image and base price (paise). */
export const wishlistEntrySchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  mainImage: z.string(),
  basePrice: paiseSchema,
});
export type WishlistEntry = z.infer<typeof wishlistEntrySchema>;

// The signed-in user comes from the request context (set by the gateway), never from the payload.

export const ListWishlist = defineRequest({
  subject: 'wishlist.list-wishlist.v1',
  request: z.object({}).strict(),
  reply: z.array(wishlistEntrySchema),
});

/** Idempotent: adding a product already on the wishlist keeps one entry. Unknown product: 404. */
export const AddToWishlist = defineRequest({
  subject: 'wishlist.add-to-wishlist.v1',
  request: z.object({ productId: productIdSchema }).strict(),
  reply: z.object({ added: z.boolean() }),
});

export const RemoveFromWishlist = defineRequest({
  subject: 'wishlist.remove-from-wishlist.v1',
  request: z.object({ productId: productIdSchema }).strict(),
  reply: z.object({ removed: z.boolean() }),
});
