import { toRupees, type ProductFields } from '@shop/contracts';
import type { CheckedFields } from './product-rules';

type Column = { name: string; value: (fields: CheckedFields) => unknown; jsonb?: true };

/** Each field a staff member sets, with its column (the table keeps the spec's rupees). */
const COLUMNS: Record<keyof ProductFields | 'media', Column> = {
  title: { name: 'title', value: (f) => f.title },
  uniqueProduct: { name: 'unique_product', value: (f) => f.uniqueProduct },
  artist: { name: 'artist', value: (f) => f.artist },
  categoryId: { name: 'category_id', value: (f) => f.categoryId },
  description: { name: 'description', value: (f) => f.description },
  basePrice: { name: 'base_price', value: (f) => toRupees(f.basePrice) },
  mainImage: { name: 'main_image', value: (f) => f.mainImage },
  mockupImage: { name: 'mockup_image', value: (f) => f.mockupImage },
  images: { name: 'images', value: (f) => JSON.stringify(f.images), jsonb: true },
  originalFilenames: { name: 'original_filenames', value: (f) => JSON.stringify(f.originalFilenames), jsonb: true },
  internalImageName: { name: 'internal_image_name', value: (f) => f.internalImageName },
  year: { name: 'year', value: (f) => f.year },
  style: { name: 'style', value: (f) => f.style },
  orientation: { name: 'orientation', value: (f) => f.orientation },
  inStock: { name: 'in_stock', value: (f) => f.inStock },
  featured: { name: 'featured', value: (f) => f.featured },
  availableSizes: { name: 'available_sizes', value: (f) => JSON.stringify(f.availableSizes), jsonb: true },
  availableMediums: { name: 'available_mediums', value: (f) => JSON.stringify(f.availableMediums), jsonb: true },
  availableFrames: { name: 'available_frames', value: (f) => JSON.stringify(f.availableFrames), jsonb: true },
  frameImages: { name: 'frame_images', value: (f) => JSON.stringify(f.frameImages), jsonb: true },
  returnsPolicy: { name: 'returns_policy', value: (f) => f.returnsPolicy },
  media: { name: 'media', value: (f) => JSON.stringify(f.media), jsonb: true },
};

export const EVERY_FIELD = Object.keys(COLUMNS) as Array<keyof typeof COLUMNS>;

/**
 * The columns of `fields` and their values as query parameters from `$first` on: names from the
 * fixed table above, values always parameters.
 */
export function columnsOf(fields: CheckedFields, which: ReadonlyArray<keyof typeof COLUMNS>, first: number) {
  const columns = which.map((field) => COLUMNS[field]);
  return {
    names: columns.map((column) => column.name),
    placeholders: columns.map((column, i) => `$${first + i}${column.jsonb ? '::jsonb' : ''}`),
    values: columns.map((column) => column.value(fields)),
  };
}
