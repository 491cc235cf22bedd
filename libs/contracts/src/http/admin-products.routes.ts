import { z } from 'zod';
import {
  changesOf,
  productFieldsSchema,
  productVersionSchema,
  staffProductListQuerySchema,
  staffProductRowSchema,
  staffProductSchema,
  uniqueProductSchema,
} from '../catalog/back-office';
import { PRODUCT_CSV_COLUMNS, PRODUCT_IMPORT_BATCH_SIZE, productExportFiltersSchema, productImportReportSchema } from '../catalog/products-csv';
import { productIdSchema } from '../catalog/product';
import { rupeesInput, rupeesOnTheWire } from '../money';
import { defineRoute, type RouteErrors } from './route';

export const apiStaffProductSchema = staffProductSchema.extend({ basePrice: rupeesOnTheWire });
export type ApiStaffProduct = z.output<typeof apiStaffProductSchema>;
export const apiStaffProductRowSchema = staffProductRowSchema.extend({ basePrice: rupeesOnTheWire });
export type ApiStaffProductRow = z.output<typeof apiStaffProductRowSchema>;

/** Rupees as staff type them (1499.5), at most two decimals; the catalog gets paise. */
const basePriceInRupees = rupeesInput('basePrice', { min: 1, max: 1_000_000 });

/** A new product's fields as the back office sends them: the price in rupees. */
export const apiProductFieldsSchema = productFieldsSchema.extend({ basePrice: basePriceInRupees });
export type ApiProductFields = z.input<typeof apiProductFieldsSchema>;

/** An edit: the version the staff member saw, and the fields that change (at least one). */
export const apiProductChangesSchema = z
  .object({ version: productVersionSchema, ...changesOf(apiProductFieldsSchema.shape) })
  .strict()
  .refine((body) => Object.keys(body).length > 1, 'name at least one field to change besides version');
export type ApiProductChanges = z.input<typeof apiProductChangesSchema>;

const params = z.object({ id: productIdSchema });

/** What an import did (or, on a dry run, would do): the counts and a report per row, in file order. */
export const productImportResultSchema = z.object({
  dryRun: z.boolean(),
  counts: z.object({ created: z.number().int(), updated: z.number().int(), unchanged: z.number().int(), refused: z.number().int() }),
  rows: z.array(productImportReportSchema),
});
export type ProductImportResult = z.infer<typeof productImportResultSchema>;
const versioned = z.object({ version: productVersionSchema }).strict();

const TAG = 'back office: products';
const STAFF_ONLY = { 401: 'No staff member is signed in', 403: "The staff member's role may not edit the catalogue" } as const;
const WRITE: RouteErrors = {
  ...STAFF_ONLY,
  400: 'A field breaks its rule: a size not among the orientation\'s presets, a medium or frame not among the active options, an image the shop does not have, a category that does not exist',
  404: 'Product not found',
  409: 'Another product has this uniqueProduct, or the product was changed by someone else since `version` ("This product was changed by someone else; reload it")',
};

/** The back office's products (issue 18): every route needs 'catalogue.edit'. */
export const adminProductsApi = {
  listProducts: defineRoute({
    method: 'GET',
    path: '/api/admin/products',
    tag: TAG,
    summary: 'Products, searched by title, artist or uniqueProduct and filtered, a page at a time (the total in X-Total-Count)',
    description: 'Live products unless `status` says archived or all. Read straight from Postgres, so a change shows at once.',
    staff: 'catalogue.edit',
    query: staffProductListQuerySchema,
    response: z.array(apiStaffProductRowSchema),
    paged: true,
    errors: STAFF_ONLY,
  }),
  getProduct: defineRoute({
    method: 'GET',
    path: '/api/admin/products/:id',
    tag: TAG,
    summary: 'A product with every field, its version and whether it is archived',
    staff: 'catalogue.edit',
    params,
    response: apiStaffProductSchema,
    errors: { ...STAFF_ONLY, 404: 'Product not found' },
  }),
  createProduct: defineRoute({
    method: 'POST',
    path: '/api/admin/products',
    tag: TAG,
    summary: 'Adds a product (on the storefront within a second)',
    staff: 'catalogue.edit',
    body: apiProductFieldsSchema,
    response: apiStaffProductSchema,
    status: 201,
    errors: WRITE,
  }),
  updateProduct: defineRoute({
    method: 'PATCH',
    path: '/api/admin/products/:id',
    tag: TAG,
    summary: 'Changes the fields named, if the product is still at `version`',
    description: 'A new title gives a new slug; product links go by id, so links shared with the old slug keep working.',
    staff: 'catalogue.edit',
    params,
    body: apiProductChangesSchema,
    response: apiStaffProductSchema,
    errors: WRITE,
  }),
  duplicateProduct: defineRoute({
    method: 'POST',
    path: '/api/admin/products/:id/duplicate',
    tag: TAG,
    summary: 'A copy of the product, archived until restored; its title "… (copy)" and no uniqueProduct unless given',
    staff: 'catalogue.edit',
    params,
    body: z.object({ title: productFieldsSchema.shape.title.optional(), uniqueProduct: uniqueProductSchema.optional() }).strict(),
    response: apiStaffProductSchema,
    status: 201,
    errors: WRITE,
  }),
  archiveProduct: defineRoute({
    method: 'POST',
    path: '/api/admin/products/:id/archive',
    tag: TAG,
    summary: 'Takes the product off the storefront (browse, search, its page); orders and the back office keep it',
    staff: 'catalogue.edit',
    params,
    body: versioned,
    response: apiStaffProductSchema,
    errors: WRITE,
  }),
  restoreProduct: defineRoute({
    method: 'POST',
    path: '/api/admin/products/:id/restore',
    tag: TAG,
    summary: 'Puts an archived product back on the storefront',
    staff: 'catalogue.edit',
    params,
    body: versioned,
    response: apiStaffProductSchema,
    errors: WRITE,
  }),
  exportProducts: defineRoute({
    method: 'GET',
    path: '/api/admin/products/export',
    tag: TAG,
    summary: 'The filtered products as CSV (text/csv, streamed, by id): every field, the header naming the columns the import takes',
    description: [
      `Columns: ${PRODUCT_CSV_COLUMNS.join(', ')}. Lists (sizes, mediums, frames, images) are \`|\`-separated,`,
      'frameImages `frame=image` pairs, originalFilenames JSON, basePrice in rupees, an empty cell for none. Text a',
      "spreadsheet would run as a formula is prefixed with a quote ('), which the import takes off.",
    ].join(' '),
    staff: 'catalogue.edit',
    query: productExportFiltersSchema,
    errors: STAFF_ONLY,
  }),
  importProducts: defineRoute({
    method: 'POST',
    path: '/api/admin/products/import',
    tag: TAG,
    summary: 'Creates or updates the products a CSV names, by uniqueProduct, with a report per row; `dryRun=true` writes nothing',
    description: [
      'The body is `multipart/form-data` with one file part, the CSV as the export writes it (its header line names',
      'every column of the export, in any order), at most PRODUCT_IMPORT_MAX_BYTES (20 MB by default) and 50,000 rows.',
      'A file that is not CSV is refused whole before anything is written. Each row is checked by the same rules as the form and matched',
      'by uniqueProduct (a row without one is refused): created, updated (only the fields that differ) or unchanged.',
      'The import is a deliberate overwrite: rows carry no version, so an edit made since the export is overwritten.',
      `A bad row is refused with why and never stops the others; each row is written on its own (rows go to the catalog ${PRODUCT_IMPORT_BATCH_SIZE} at a time),`,
      'so a bad row never leaves half a product. The audit log gets one `product.import` entry per batch.',
    ].join(' '),
    staff: 'catalogue.edit',
    query: z.object({ dryRun: z.enum(['true', 'false'], { error: 'dryRun must be true or false' }).transform((text) => text === 'true') }).strict(),
    response: productImportResultSchema,
    errors: {
      ...STAFF_ONLY,
      400: 'No file, more than one part, not CSV (a line or field too long, a stray quote), a header naming unknown or repeated columns, or no rows',
      413: 'A file larger than the import limit',
      415: 'A body that is not multipart/form-data',
    },
  }),
};
