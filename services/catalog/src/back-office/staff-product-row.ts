import { toPaise, type StaffProduct, type StaffProductRow } from '@shop/contracts';
import { PRODUCT_COLUMNS } from '../product/product-store';
import { slugify } from '../product/slug';

/** Every column of a product as the back office reads it: the storefront's, with version and dates. */
export const STAFF_PRODUCT_COLUMNS = `${PRODUCT_COLUMNS}, version, archived_at AS "archivedAt", created_at AS "createdAt", updated_at AS "updatedAt"`;

/** The list's columns: enough to find a product and open it. */
export const STAFF_ROW_COLUMNS = `id, title, unique_product AS "uniqueProduct", artist, category_id AS "categoryId", base_price AS "basePrice",
  main_image AS "mainImage", orientation, in_stock AS "inStock", featured, version, archived_at AS "archivedAt",
  created_at AS "createdAt", updated_at AS "updatedAt"`;

type Dates = { archivedAt: Date | null; createdAt: Date; updatedAt: Date };
export type StaffProductRecord = Omit<StaffProduct, 'basePrice' | 'rating' | 'slug' | keyof Dates> & Dates & { basePrice: string; rating: string };
export type StaffRowRecord = Omit<StaffProductRow, 'basePrice' | keyof Dates> & Dates & { basePrice: string };

const dates = (row: Dates) => ({
  archivedAt: row.archivedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A product row as the contract has it: the table keeps rupees, the contract carries paise. */
export function staffProduct(row: StaffProductRecord): StaffProduct {
  return { ...row, basePrice: toPaise(Number(row.basePrice)), rating: Number(row.rating), slug: slugify(row.title), ...dates(row) };
}

export function staffProductRow(row: StaffRowRecord): StaffProductRow {
  return { ...row, basePrice: toPaise(Number(row.basePrice)), ...dates(row) };
}
