import { z } from 'zod';
import { paiseSchema } from '../money';

export const ORIENTATIONS = ['landscape', 'portrait', 'square', 'widescreen'] as const;
export const orientationSchema = z.enum(ORIENTATIONS);
export type Orientation = z.infer<typeof orientationSchema>;

export const imageSizeSchema = z.object({ width: z.number().int().positive(), height: z.number().int().positive() });

/** A product as the API shows it: every field of the spec's products entity, plus `slug` and `media`. */
export const productSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  slug: z.string(),
  uniqueProduct: z.string().nullable(),
  artist: z.string(),
  categoryId: z.number().int().positive(),
  description: z.string(),
  /** Paise (the HTTP API shows the spec's rupees). */
  basePrice: paiseSchema,
  rating: z.number().min(0).max(5),
  reviews: z.number().int().nonnegative(),
  mainImage: z.string(),
  mockupImage: z.string().nullable(),
  images: z.array(z.string()),
  originalFilenames: z.record(z.string(), z.string()),
  internalImageName: z.string(),
  year: z.string(),
  style: z.string(),
  orientation: orientationSchema,
  inStock: z.boolean(),
  featured: z.boolean(),
  availableSizes: z.array(z.string()),
  availableMediums: z.array(z.string()),
  availableFrames: z.array(z.string()),
  frameImages: z.record(z.string(), z.string()),
  returnsPolicy: z.string().nullable(),
  /**
   * Intrinsic size of every image above, keyed by URL, so pages reserve the space before the
   * image arrives. Each image also exists at 480 and 960 px wide: `name-480w.webp`, `name-960w.webp`.
   */
  media: z.record(z.string(), imageSizeSchema),
});
export type Product = z.infer<typeof productSchema>;

export const productIdSchema = z.coerce
  .number({ error: 'Product id must be a number' })
  .int('Product id must be a whole number')
  .positive('Product id must be positive')
  .max(2_147_483_647, 'Product id is too large');
