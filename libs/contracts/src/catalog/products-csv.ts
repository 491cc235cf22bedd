import { z } from 'zod';
import { defineRequest } from '../common/define';
import { productFieldsSchema, staffProductListQuerySchema } from './back-office';

/**
 * Products as CSV (issue 18, 'catalogue.edit'): an export of every field, and an import that
 * creates or updates products by uniqueProduct, with a dry run and a report per row.
 */

/** The columns of the export, in order: exactly the columns the import takes (its header line). */
export const PRODUCT_CSV_COLUMNS = [
  'uniqueProduct', 'title', 'artist', 'categoryId', 'description', 'basePrice', 'mainImage', 'mockupImage', 'images',
  'originalFilenames', 'internalImageName', 'year', 'style', 'orientation', 'inStock', 'featured', 'availableSizes',
  'availableMediums', 'availableFrames', 'frameImages', 'returnsPolicy',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** Separates the items of a list cell (sizes, mediums, frames, images; `frame=image` pairs of frameImages). */
export const PRODUCT_CSV_LIST_SEPARATOR = '|';

/** Products one export page holds, and rows one import batch carries (well under NATS's 1 MB, reports included). */
export const PRODUCTS_CSV_PAGE_SIZE = 500;
export const PRODUCT_IMPORT_BATCH_SIZE = 250;

/** The export's filters: the list's, without its paging and sort (the export goes by id). */
export const productExportFiltersSchema = staffProductListQuerySchema.omit({ page: true, limit: true, sort: true });
export type ProductExportFilters = z.output<typeof productExportFiltersSchema>;

/** One page of the export, by id after `cursor` (keyset), as CSV lines; `next` is null after the last page. */
export const ExportProductsPage = defineRequest({
  subject: 'catalog.export-products-page.v1',
  request: productExportFiltersSchema
    .extend({
      cursor: z.number().int().positive().optional(),
      limit: z.number().int().min(1).max(PRODUCTS_CSV_PAGE_SIZE).default(PRODUCTS_CSV_PAGE_SIZE),
    })
    .strict(),
  reply: z.object({ csv: z.string(), next: z.number().int().positive().nullable() }),
});

/**
 * The key of an imported row: any uniqueProduct a product may already have (generated `seed-…`
 * ones included, so an export of the seeded catalogue imports back); a new product may not take
 * a `seed-` one (the catalog refuses it).
 */
export const importKeySchema = z
  .string({ error: 'uniqueProduct is required: the import matches products by it' })
  .trim()
  .min(1, 'uniqueProduct is required: the import matches products by it')
  .max(60, 'uniqueProduct must be at most 60 characters')
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'uniqueProduct may hold letters, digits, dots, hyphens and underscores');

/** An imported row as the gateway read it: its line in the file and the product's fields (paise). */
export const productImportRowSchema = z
  .object({ line: z.number().int().positive(), fields: productFieldsSchema.extend({ uniqueProduct: importKeySchema }) })
  .strict();
export type ProductImportRow = z.output<typeof productImportRowSchema>;

export const PRODUCT_IMPORT_OUTCOMES = ['created', 'updated', 'unchanged', 'refused'] as const;

/** What the import did (or, on a dry run, would do) with one row. */
export const productImportReportSchema = z.object({
  line: z.number().int().positive(),
  uniqueProduct: z.string(),
  outcome: z.enum(PRODUCT_IMPORT_OUTCOMES),
  /** What changes, `field: before → after`, each cut short. */
  changes: z.array(z.string()),
  /** Why the row is refused. */
  errors: z.array(z.string()),
});
export type ProductImportReport = z.infer<typeof productImportReportSchema>;

/**
 * One batch of an import: each row checked by the same rules as the form and matched by
 * uniqueProduct; on a real run each valid row is written on its own (a savepoint each, so a bad
 * row leaves nothing of itself and never stops the others), and the batch is one audit entry.
 */
export const ImportProducts = defineRequest({
  subject: 'catalog.import-products.v1',
  request: z
    .object({
      fileName: z.string().max(255),
      dryRun: z.boolean(),
      rows: z.array(productImportRowSchema).min(1).max(PRODUCT_IMPORT_BATCH_SIZE),
    })
    .strict(),
  reply: z.object({ rows: z.array(productImportReportSchema) }),
});
