import { z } from 'zod';
import { ORIENTATIONS } from '../catalog/product';
import { defineRequest } from '../common/define';
import { paiseSchema } from '../money';
import { sizeSchema } from './price';

/**
 * The back office's options and prices (issue 18, 'catalogue.edit'): size presets per
 * orientation, mediums and frames, and the spec's pricing table. Every change reaches pricing at
 * once (its tables reload on a Postgres notification) and is recorded in the audit log.
 */
export const OPTION_KINDS = ['size', 'medium', 'frame'] as const;
export const optionKindSchema = z.enum(OPTION_KINDS, { error: `kind must be one of ${OPTION_KINDS.join(', ')}` });
export type OptionKind = z.infer<typeof optionKindSchema>;

/** The version a staff member saw: a change made since then answers 409. */
export const optionVersionSchema = z.number({ error: 'version must be a number' }).int().min(1).max(2_147_483_647);

export const priceOptionSchema = z.object({
  id: z.number().int().positive(),
  kind: optionKindSchema,
  value: z.string(),
  label: z.string(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  /** Sizes only: the orientation whose preset list it belongs to, null for the unnamed list. */
  orientation: z.string().nullable(),
  /** Sizes and mediums. */
  priceMultiplier: z.number().nullable(),
  /** Frames. */
  addedPrice: paiseSchema.nullable(),
  version: z.number().int(),
});
export type PriceOption = z.infer<typeof priceOptionSchema>;

export const pricingTableRowSchema = z.object({
  size: z.string(),
  mrp: paiseSchema,
  discountedPrice: paiseSchema,
  costPrice: paiseSchema,
  areaInSqIn: z.number(),
  /** (discounted − cost) / discounted, in percent with one decimal; negative below cost. */
  marginPercent: z.number(),
  version: z.number().int(),
});
export type PricingTableRow = z.infer<typeof pricingTableRowSchema>;

const label = z.string().trim().min(1, 'label is required').max(100, 'label is too long');
const value = z
  .string()
  .trim()
  .min(1, 'value is required')
  .max(60, 'value is too long')
  .regex(/^[A-Za-z0-9][A-Za-z0-9 ()-]*$/, 'value may hold letters, digits, spaces, hyphens and brackets');
const multiplier = z.number({ error: 'priceMultiplier must be a number' }).min(0.05, 'priceMultiplier must be at least 0.05').max(100, 'priceMultiplier must be at most 100');
const addedPrice = paiseSchema.max(10_000_000, 'addedPrice is too large');

/** What a new or edited option says; `kind` decides which price field it needs. */
export const optionFieldsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('size'), value: sizeSchema, label, orientation: z.enum(ORIENTATIONS).nullable(), priceMultiplier: multiplier }).strict(),
  z.object({ kind: z.literal('medium'), value, label, priceMultiplier: multiplier }).strict(),
  z.object({ kind: z.literal('frame'), value, label, addedPrice }).strict(),
]);
export type OptionFields = z.infer<typeof optionFieldsSchema>;

export const ListPriceOptions = defineRequest({
  subject: 'pricing.list-price-options.v1',
  request: z.object({}).strict(),
  reply: z.object({ options: z.array(priceOptionSchema), table: z.array(pricingTableRowSchema) }),
});

export const CreatePriceOption = defineRequest({
  subject: 'pricing.create-price-option.v1',
  request: z.object({ fields: optionFieldsSchema }).strict(),
  reply: priceOptionSchema,
});

export const UpdatePriceOption = defineRequest({
  subject: 'pricing.update-price-option.v1',
  request: z.object({ id: z.number().int().positive(), version: optionVersionSchema, fields: optionFieldsSchema }).strict(),
  reply: priceOptionSchema,
});

export const SetPriceOptionActive = defineRequest({
  subject: 'pricing.set-price-option-active.v1',
  request: z.object({ kind: optionKindSchema, id: z.number().int().positive(), version: optionVersionSchema, active: z.boolean() }).strict(),
  reply: priceOptionSchema,
});

/** The new order of one list: every option of the kind (and, for sizes, of the orientation), each once. */
export const ReorderPriceOptions = defineRequest({
  subject: 'pricing.reorder-price-options.v1',
  request: z
    .object({
      kind: optionKindSchema,
      orientation: z.enum(ORIENTATIONS).nullable().optional(),
      ids: z.array(z.number().int().positive()).min(1).max(200),
    })
    .strict(),
  reply: z.array(priceOptionSchema),
});

/** A product's price in one configuration, before and after a proposed change. */
export const pricePreviewSchema = z.object({
  productId: z.number().int().positive(),
  title: z.string(),
  size: z.string(),
  medium: z.string(),
  frame: z.string(),
  /** The MRP now; null for an option that does not exist yet. */
  before: paiseSchema.nullable(),
  after: paiseSchema,
});

/** What a change to an option would do to the prices (MRP) of a few sample products, before saving it. */
export const PreviewPriceOptionChange = defineRequest({
  subject: 'pricing.preview-price-option-change.v1',
  request: z.object({ id: z.number().int().positive().optional(), fields: optionFieldsSchema }).strict(),
  reply: z.object({ samples: z.array(pricePreviewSchema) }),
});

/** A row of the pricing table; a discounted price below cost is refused unless confirmed. */
export const UpdatePricingRow = defineRequest({
  subject: 'pricing.update-pricing-row.v1',
  request: z
    .object({
      size: sizeSchema,
      version: optionVersionSchema,
      mrp: paiseSchema.max(100_000_000, 'mrp is too large'),
      discountedPrice: paiseSchema.max(100_000_000, 'discountedPrice is too large'),
      costPrice: paiseSchema.max(100_000_000, 'costPrice is too large'),
      confirmBelowCost: z.boolean().default(false),
    })
    .strict()
    .refine((row) => row.discountedPrice <= row.mrp, { path: ['discountedPrice'], message: 'discountedPrice must not be above mrp' }),
  reply: pricingTableRowSchema,
});
