import {
  apiProductFieldsSchema,
  describeIssues,
  importKeySchema,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_LIST_SEPARATOR,
  type ProductCsvColumn,
  type ProductImportRow,
} from '@shop/contracts';

/** A row's fields as the form's contract checks them: rupees in, paise out; any existing uniqueProduct as its key. */
const rowSchema = apiProductFieldsSchema.extend({ uniqueProduct: importKeySchema });

/** The columns whose cells are numbers (a leading minus is a sign there, not a formula). */
const NUMBERS: ReadonlySet<ProductCsvColumn> = new Set(['categoryId', 'basePrice']);

const FORMULA = /^[=+\-@\t\r]/;

/**
 * The columns of the header line, by position: every column the export writes, each once, in any
 * order (a missing column would silently reset that field on every product it updates).
 */
export function readHeader(cells: readonly string[]): ProductCsvColumn[] | string {
  const names = cells.map((cell) => cell.trim());
  const unknown = names.filter((name) => !(PRODUCT_CSV_COLUMNS as readonly string[]).includes(name));
  if (unknown.length > 0) return `The header names unknown columns: ${unknown.slice(0, 5).map((name) => `"${name.slice(0, 40)}"`).join(', ')} (the columns are ${PRODUCT_CSV_COLUMNS.join(', ')})`;
  if (new Set(names).size !== names.length) return 'The header names a column twice';
  const missing = PRODUCT_CSV_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length > 0) return `The header misses columns: ${missing.join(', ')} (export the products for a file to start from)`;
  return names as ProductCsvColumn[];
}

/** A text cell: the quote the export puts before formula-looking text comes off; other formula-looking text is refused. */
function text(column: ProductCsvColumn, cell: string, errors: string[]): string {
  if (/^'[=+\-@\t\r]/.test(cell)) return cell.slice(1);
  if (!NUMBERS.has(column) && FORMULA.test(cell)) errors.push(`${column}: looks like a spreadsheet formula (starts with ${JSON.stringify(cell[0])}); put a ' before it to mean the text`);
  return cell;
}

const list = (cell: string) => (cell === '' ? [] : cell.split(PRODUCT_CSV_LIST_SEPARATOR));
const number = (cell: string) => (/^-?\d+(\.\d+)?$/.test(cell.trim()) ? Number(cell.trim()) : cell);
const flag = (cell: string) => (cell.trim().toLowerCase() === 'true' ? true : cell.trim().toLowerCase() === 'false' ? false : cell);

/** A cell as the field's value (the export's own spelling: lists `|`-separated, `frame=image` pairs, JSON file names, empty for none). */
function value(column: ProductCsvColumn, cell: string, errors: string[]): unknown {
  switch (column) {
    case 'categoryId':
    case 'basePrice':
      return number(cell);
    case 'inStock':
    case 'featured':
      return flag(cell);
    case 'mockupImage':
    case 'returnsPolicy':
      return cell.trim() === '' ? null : cell;
    case 'images':
    case 'availableSizes':
    case 'availableMediums':
    case 'availableFrames':
      return list(cell);
    case 'frameImages': {
      const pairs = list(cell).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]);
      if (list(cell).some((pair) => !pair.includes('='))) errors.push('frameImages: write each as frame=image, separated by |');
      return Object.fromEntries(pairs);
    }
    case 'originalFilenames':
      if (cell.trim() === '') return {};
      try {
        return JSON.parse(cell) as unknown;
      } catch {
        errors.push('originalFilenames: must be JSON ({"image URL": "file name"}) or empty');
        return {};
      }
    default:
      return cell;
  }
}

/** One record of the file: the product's fields, or why the row is refused. */
export function readRow(columns: readonly ProductCsvColumn[], cells: readonly string[], line: number): { row: ProductImportRow } | { uniqueProduct: string; errors: string[] } {
  const errors: string[] = [];
  const uniqueProduct = (cells[columns.indexOf('uniqueProduct')] ?? '').trim();
  if (cells.length !== columns.length) return { uniqueProduct, errors: [`A row has ${columns.length} fields like the header, this one ${cells.length}`] };
  const input: Record<string, unknown> = {};
  columns.forEach((column, i) => {
    input[column] = value(column, text(column, cells[i]!, errors), errors);
  });
  if (uniqueProduct === '') return { uniqueProduct, errors: ['uniqueProduct is required: the import matches products by it (give the new product one)'] };
  const parsed = rowSchema.safeParse(input);
  if (!parsed.success) errors.push(describeIssues(parsed.error));
  if (errors.length > 0 || !parsed.success) return { uniqueProduct, errors };
  return { row: { line, fields: parsed.data } };
}
