import { PRODUCT_CSV_COLUMNS, type ProductCsvColumn } from '@shop/contracts';
import { readHeader, readRow } from './product-csv-row';

const columns = [...PRODUCT_CSV_COLUMNS];
const good: Record<ProductCsvColumn, string> = {
  uniqueProduct: 'CAD-9001',
  title: 'Lotus Pond',
  artist: 'Kavya Rao',
  categoryId: '2',
  description: 'Pink lotuses.',
  basePrice: '1499.50',
  mainImage: '/media/products/a/artwork.webp',
  mockupImage: '',
  images: '/media/products/a/artwork.webp|/media/products/a/room.webp',
  originalFilenames: '',
  internalImageName: '',
  year: '2025',
  style: 'Contemporary',
  orientation: 'square',
  inStock: 'true',
  featured: 'false',
  availableSizes: '18X18|24X24',
  availableMediums: 'Fine Art Paper',
  availableFrames: 'Print Only|Black Frame',
  frameImages: 'Black Frame=/media/products/a/black.webp',
  returnsPolicy: '',
};
const cells = (changes: Partial<Record<ProductCsvColumn, string>> = {}) => columns.map((column) => ({ ...good, ...changes })[column]);

describe('products CSV rows', () => {
  it('takes a header naming every column once, in any order, and refuses unknown, repeated or missing ones', () => {
    expect(readHeader([...columns].reverse())).toEqual([...columns].reverse());
    expect(readHeader([...columns, 'price'])).toMatch(/unknown columns: "price"/);
    expect(readHeader([...columns, 'title'])).toBe('The header names a column twice');
    expect(readHeader(columns.filter((column) => column !== 'year'))).toMatch(/misses columns: year/);
  });

  it("reads the export's spelling: lists, pairs, rupees to paise, empty for none", () => {
    expect(readRow(columns, cells(), 2)).toEqual({
      row: {
        line: 2,
        fields: expect.objectContaining({
          uniqueProduct: 'CAD-9001',
          basePrice: 149950,
          mockupImage: null,
          returnsPolicy: null,
          images: ['/media/products/a/artwork.webp', '/media/products/a/room.webp'],
          availableFrames: ['Print Only', 'Black Frame'],
          frameImages: { 'Black Frame': '/media/products/a/black.webp' },
          originalFilenames: {},
          inStock: true,
          featured: false,
        }),
      },
    });
  });

  it("takes the export's quote off formula-looking text and refuses formulas without it", () => {
    expect(readRow(columns, cells({ title: "'=1+1" }), 2)).toMatchObject({ row: { fields: { title: '=1+1' } } });
    expect(readRow(columns, cells({ artist: '@SUM(A1)' }), 2)).toEqual({ uniqueProduct: 'CAD-9001', errors: [expect.stringMatching(/^artist: looks like a spreadsheet formula/)] });
  });

  it('refuses a row without uniqueProduct, of another length, or breaking the contract, saying why', () => {
    expect(readRow(columns, cells({ uniqueProduct: ' ' }), 3)).toEqual({ uniqueProduct: '', errors: [expect.stringMatching(/uniqueProduct is required/)] });
    expect(readRow(columns, cells().slice(1), 4)).toEqual({ uniqueProduct: expect.any(String), errors: [`A row has ${columns.length} fields like the header, this one ${columns.length - 1}`] });
    expect(readRow(columns, cells({ basePrice: '-5' }), 5)).toEqual({ uniqueProduct: 'CAD-9001', errors: [expect.stringMatching(/basePrice must be at least 1 rupee/)] });
    expect(readRow(columns, cells({ inStock: 'yes' }), 6)).toEqual({ uniqueProduct: 'CAD-9001', errors: [expect.stringMatching(/inStock/)] });
    expect(readRow(columns, cells({ originalFilenames: '{nope' }), 7)).toMatchObject({ errors: [expect.stringMatching(/originalFilenames: must be JSON/)] });
  });
});
