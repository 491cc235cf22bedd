import { PRODUCT_CSV_COLUMNS, PRODUCT_CSV_LIST_SEPARATOR, toRupees, type ProductCsvColumn, type StaffProduct } from '@shop/contracts';
import { stringify } from 'csv-stringify/sync';

/**
 * Text a staff member typed that a spreadsheet would run as a formula (=, +, -, @, tab, CR
 * first) is prefixed with a quote (OWASP's CSV injection advice); the import takes the quote off.
 */
const inert = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const list = (items: readonly string[]) => inert(items.join(PRODUCT_CSV_LIST_SEPARATOR));

/** Each column's cell: lists `|`-separated, money in rupees, no value as an empty cell. */
const CELLS: Record<ProductCsvColumn, (product: StaffProduct) => string> = {
  uniqueProduct: (p) => p.uniqueProduct ?? '',
  title: (p) => inert(p.title),
  artist: (p) => inert(p.artist),
  categoryId: (p) => String(p.categoryId),
  description: (p) => inert(p.description),
  basePrice: (p) => toRupees(p.basePrice).toFixed(2),
  mainImage: (p) => p.mainImage,
  mockupImage: (p) => p.mockupImage ?? '',
  images: (p) => list(p.images),
  originalFilenames: (p) => (Object.keys(p.originalFilenames).length > 0 ? inert(JSON.stringify(p.originalFilenames)) : ''),
  internalImageName: (p) => inert(p.internalImageName),
  year: (p) => inert(p.year),
  style: (p) => inert(p.style),
  orientation: (p) => p.orientation,
  inStock: (p) => String(p.inStock),
  featured: (p) => String(p.featured),
  availableSizes: (p) => list(p.availableSizes),
  availableMediums: (p) => list(p.availableMediums),
  availableFrames: (p) => list(p.availableFrames),
  frameImages: (p) => list(Object.entries(p.frameImages).map(([frame, image]) => `${frame}=${image}`)),
  returnsPolicy: (p) => inert(p.returnsPolicy ?? ''),
};

/** A page of the export as CSV text (CRLF lines, line breaks quoted); the first page starts with the header. */
export function productsCsv(products: readonly StaffProduct[], { header }: { header: boolean }): string {
  return stringify(
    products.map((product) => PRODUCT_CSV_COLUMNS.map((column) => CELLS[column](product))),
    { header, columns: [...PRODUCT_CSV_COLUMNS], record_delimiter: 'windows', quoted_match: /[\r\n]/ },
  );
}
