import { z } from 'zod';
import { pagingFields } from '../common/paging';
import { BACK_OFFICE_MAX_PAGE } from '../order/back-office-constants';
import { defineRequest } from '../common/define';
import { paiseSchema } from '../money';
import { sizeSchema } from '../pricing/price';
import { orientationSchema, productIdSchema, productSchema } from './product';

/**
 * The back office's products (issue 18, 'catalogue.edit'): a list straight from Postgres at any
 * size, a product with its version, and create, edit, duplicate, archive and restore. Every edit
 * carries the version the staff member saw; each action is recorded in the audit log.
 */

export const STAFF_PRODUCT_SORTS = ['newest', 'oldest', 'title', 'price-low', 'price-high', 'updated'] as const;
/** live: on the storefront; archived: hidden from shoppers, kept for orders and the back office. */
export const STAFF_PRODUCT_STATUSES = ['live', 'archived', 'all'] as const;
export const STAFF_PRODUCTS_PAGE_LIMIT = { default: 25, max: 100 } as const;

/** The most sizes, mediums, frames or images one product lists. */
export const MAX_PRODUCT_LIST_ITEMS = 30;

/** A yes/no filter as a query string carries it (`inStock=true`), or as a boolean over NATS. */
const flag = (name: string) =>
  z.union([z.boolean(), z.enum(['true', 'false'], { error: `${name} must be true or false` }).transform((text) => text === 'true')]);

export const staffProductListQuerySchema = z
  .object({
    /** Searched in title, artist and uniqueProduct (any part, any case). */
    q: z.string().trim().max(100, 'q must be at most 100 characters').optional(),
    categoryId: z.coerce.number({ error: 'categoryId must be a number' }).int('categoryId must be a whole number').positive('categoryId must be positive').max(2_147_483_647).optional(),
    orientation: orientationSchema.optional(),
    inStock: flag('inStock').optional(),
    featured: flag('featured').optional(),
    status: z.enum(STAFF_PRODUCT_STATUSES, { error: `status must be one of ${STAFF_PRODUCT_STATUSES.join(', ')}` }).default('live'),
    sort: z.enum(STAFF_PRODUCT_SORTS, { error: `sort must be one of ${STAFF_PRODUCT_SORTS.join(', ')}` }).default('newest'),
    ...pagingFields(STAFF_PRODUCTS_PAGE_LIMIT, BACK_OFFICE_MAX_PAGE),
  })
  .strict();
export type StaffProductListQuery = z.output<typeof staffProductListQuerySchema>;

/** Changes with every edit of the product: each edit sends the version the staff member saw. */
export const productVersionSchema = z
  .number({ error: 'version is required' })
  .int('version must be a whole number')
  .positive('version must be positive')
  .max(2_147_483_647, 'version is too large');

const staffFields = {
  version: z.number().int().positive(),
  /** When it was archived; null while it is on the storefront. */
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** A product as the back office edits it: every field, its version and whether it is archived. */
export const staffProductSchema = productSchema.extend(staffFields);
export type StaffProduct = z.infer<typeof staffProductSchema>;

/** A row of the back office's product list: enough to find a product and open it. */
export const staffProductRowSchema = productSchema
  .pick({ id: true, title: true, uniqueProduct: true, artist: true, categoryId: true, basePrice: true, mainImage: true, orientation: true, inStock: true, featured: true })
  .extend(staffFields);
export type StaffProductRow = z.infer<typeof staffProductRowSchema>;

const text = (name: string, max: number) =>
  z.string({ error: `${name} is required` }).trim().min(1, `${name} is required`).max(max, `${name} must be at most ${max} characters`);

/**
 * An image the shop already has, by its URL: one it generated (`/media/products/…/artwork.webp`)
 * or one staff uploaded once it is ready (`/media/uploads/<hash>/<name>.webp`, POST /api/admin/media).
 */
export const productImageSchema = z
  .string({ error: 'image must be a URL of the shop' })
  .trim()
  .max(300, 'image must be at most 300 characters')
  .regex(/^\/media\/(?!.*\.\.)[A-Za-z0-9/_.-]+$/, 'image must be a URL of the shop under /media/');

/** No value twice in a list: a product offers each size, medium or frame once. */
function distinctList<T extends z.ZodType<string>>(item: T, name: string) {
  return z
    .array(item, { error: `${name} must be a list` })
    .max(MAX_PRODUCT_LIST_ITEMS, `${name} must have at most ${MAX_PRODUCT_LIST_ITEMS} items`)
    .refine((items) => new Set(items.map((value) => String(value).toLowerCase())).size === items.length, `${name} must not name the same value twice`);
}

function smallMap<V extends z.ZodType>(value: V, name: string) {
  return z
    .record(z.string().max(300, `${name} keys must be at most 300 characters`), value)
    .refine((map) => Object.keys(map).length <= MAX_PRODUCT_LIST_ITEMS, `${name} must have at most ${MAX_PRODUCT_LIST_ITEMS} entries`);
}

/** Staff's own marks; `seed-…` is kept for the generated catalogue (npm run seed:catalog). */
export const uniqueProductSchema = z
  .string()
  .trim()
  .min(1, 'uniqueProduct must not be blank (null for none)')
  .max(60, 'uniqueProduct must be at most 60 characters')
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'uniqueProduct may hold letters, digits, dots, hyphens and underscores')
  .refine((value) => !value.toLowerCase().startsWith('seed-'), 'uniqueProduct must not start with seed- (kept for generated products)')
  .nullable();

/**
 * Every field of the spec's product (section 3) a staff member sets. Rating and reviews come from
 * reviews; `slug` follows the title (product links go by id, so a new title breaks no link);
 * `media` (image sizes) follows the images. Sizes must be the orientation's presets, mediums and
 * frames active options of pricing's tables: the catalog asks pricing when they change.
 */
export const productFieldsSchema = z
  .object({
    title: text('title', 200),
    uniqueProduct: uniqueProductSchema.default(null),
    artist: text('artist', 120),
    categoryId: z.number({ error: 'categoryId must be a number' }).int('categoryId must be a whole number').positive('categoryId must be positive').max(2_147_483_647),
    description: text('description', 5000),
    /** Paise. */
    basePrice: paiseSchema.min(100, 'basePrice must be at least 1 rupee').max(100_000_000, 'basePrice is too large'),
    mainImage: productImageSchema,
    mockupImage: productImageSchema.nullable().default(null),
    images: distinctList(productImageSchema, 'images').default([]),
    originalFilenames: smallMap(z.string().max(255, 'originalFilenames values must be at most 255 characters'), 'originalFilenames').default({}),
    internalImageName: z.string().trim().max(200, 'internalImageName must be at most 200 characters').default(''),
    year: text('year', 20),
    style: text('style', 100),
    orientation: orientationSchema,
    inStock: z.boolean({ error: 'inStock must be true or false' }).default(true),
    featured: z.boolean({ error: 'featured must be true or false' }).default(false),
    availableSizes: distinctList(sizeSchema, 'availableSizes').default([]),
    availableMediums: distinctList(text('medium', 100), 'availableMediums').default([]),
    availableFrames: distinctList(text('frame', 100), 'availableFrames').default([]),
    /** Frame (as in availableFrames) to an image of the print in that frame. */
    frameImages: smallMap(productImageSchema, 'frameImages').default({}),
    returnsPolicy: z.string().trim().max(2000, 'returnsPolicy must be at most 2000 characters').nullable().default(null),
  })
  .strict();
export type ProductFields = z.output<typeof productFieldsSchema>;
export type ProductFieldsInput = z.input<typeof productFieldsSchema>;

/**
 * The fields of `schema`, each optional and without its default: an edit changes only the fields
 * it names (zod's `.partial()` would fill in the defaults of the others).
 */
export function changesOf<S extends z.ZodRawShape>(shape: S): { [K in keyof S]: z.ZodOptional<S[K] extends z.ZodDefault<infer Inner> ? Inner : S[K]> } {
  const fields = Object.entries(shape).map(([key, field]) => [key, (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType)).optional()]);
  return Object.fromEntries(fields) as never;
}

/** An edit: only the fields named change, at least one. */
export const productChangesSchema = z
  .object(changesOf(productFieldsSchema.shape))
  .strict()
  .refine((changes) => Object.keys(changes).length > 0, 'name at least one field to change');
export type ProductChanges = z.output<typeof productChangesSchema>;

export const ListProductsForStaff = defineRequest({
  subject: 'catalog.list-products-for-staff.v1',
  request: staffProductListQuerySchema,
  reply: z.object({ items: z.array(staffProductRowSchema), total: z.number().int().nonnegative() }),
});

export const GetProductForStaff = defineRequest({
  subject: 'catalog.get-product-for-staff.v1',
  request: z.object({ id: productIdSchema }).strict(),
  reply: staffProductSchema,
});

export const CreateProduct = defineRequest({
  subject: 'catalog.create-product.v1',
  request: z.object({ fields: productFieldsSchema }).strict(),
  reply: staffProductSchema,
});

/** Changes the fields named, if the product is still at `version`; 409 otherwise. */
export const UpdateProduct = defineRequest({
  subject: 'catalog.update-product.v1',
  request: z.object({ id: productIdSchema, version: productVersionSchema, changes: productChangesSchema }).strict(),
  reply: staffProductSchema,
});

/**
 * A copy of a product under a new uniqueProduct (none unless given) and title ("… (copy)" unless
 * given). The copy starts archived: it reaches the storefront when restored, once edited.
 */
export const DuplicateProduct = defineRequest({
  subject: 'catalog.duplicate-product.v1',
  request: z.object({ id: productIdSchema, title: text('title', 200).optional(), uniqueProduct: uniqueProductSchema.optional() }).strict(),
  reply: staffProductSchema,
});

/** Takes a product off the storefront (archived: true) or puts it back (false), if still at `version`. */
export const SetProductArchived = defineRequest({
  subject: 'catalog.set-product-archived.v1',
  request: z.object({ id: productIdSchema, version: productVersionSchema, archived: z.boolean() }).strict(),
  reply: staffProductSchema,
});
