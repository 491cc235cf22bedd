import type { AuditValues, StaffProduct } from '@shop/contracts';

/** The fields the audit log shows of a product: what staff edit (media follows the images). */
const AUDITED = [
  'title', 'uniqueProduct', 'artist', 'categoryId', 'description', 'basePrice', 'mainImage', 'mockupImage', 'images',
  'originalFilenames', 'internalImageName', 'year', 'style', 'orientation', 'inStock', 'featured', 'availableSizes',
  'availableMediums', 'availableFrames', 'frameImages', 'returnsPolicy',
] as const satisfies ReadonlyArray<keyof StaffProduct>;

/** Longest text the log keeps of one value. */
const MAX_TEXT = 1000;

/** One value as the log keeps it: lists joined, maps as JSON, long texts cut; basePrice in paise. */
function auditValue(value: unknown): string | number | boolean | null {
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value as number | boolean | null;
  const text = Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

/** Every audited field of the product. */
export function productValues(product: StaffProduct): NonNullable<AuditValues> {
  return Object.fromEntries(AUDITED.map((field) => [field, auditValue(product[field])]));
}

/** The audited fields that differ between the two, before and after. */
export function productChanges(before: StaffProduct, after: StaffProduct): { before: AuditValues; after: AuditValues; fields: string[] } {
  const fields = AUDITED.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
  return {
    before: Object.fromEntries(fields.map((field) => [field, auditValue(before[field])])),
    after: Object.fromEntries(fields.map((field) => [field, auditValue(after[field])])),
    fields,
  };
}
