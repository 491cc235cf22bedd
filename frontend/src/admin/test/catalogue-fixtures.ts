import type { ApiPriceOption, ApiPricingTableRow, ApiStaffCategory, ApiStaffProduct } from '@shop/contracts';

let nextId = 100;

/** An option named `label`; a medium's or frame's value is its slug, as pricing's seed spells them. */
export function option(kind: ApiPriceOption['kind'], label: string, extra: Partial<ApiPriceOption> = {}): ApiPriceOption {
  nextId += 1;
  return {
    id: nextId,
    kind,
    value: kind === 'size' ? label : label.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    label,
    isActive: true,
    sortOrder: nextId,
    orientation: null,
    priceMultiplier: kind === 'frame' ? null : 1,
    addedPrice: kind === 'frame' ? 0 : null,
    version: 1,
    ...extra,
  };
}

/** Pricing's options as the back office lists them: presets of two orientations, mediums and frames, one of each inactive. */
export const OPTIONS: ApiPriceOption[] = [
  option('size', '18X14', { orientation: 'landscape', sortOrder: 1 }),
  option('size', '24X18', { orientation: 'landscape', sortOrder: 2, priceMultiplier: 1.5 }),
  option('size', '30X22', { orientation: 'landscape', sortOrder: 3, isActive: false }),
  option('size', '14X18', { orientation: 'portrait', sortOrder: 1 }),
  option('size', '18X24', { orientation: 'portrait', sortOrder: 2 }),
  option('medium', 'Museum-Grade Canvas', { sortOrder: 1 }),
  option('medium', 'Fine Art Paper', { sortOrder: 2, priceMultiplier: 0.8 }),
  option('medium', 'Metal', { sortOrder: 3, isActive: false }),
  option('frame', 'No Frame', { sortOrder: 1 }),
  option('frame', 'Teak Wood', { sortOrder: 2, addedPrice: 1200 }),
];

export const TABLE: ApiPricingTableRow[] = [
  { size: '18X14', mrp: 2000, discountedPrice: 1800, costPrice: 900, areaInSqIn: 252, marginPercent: 50, version: 1 },
  { size: '24X18', mrp: 3000, discountedPrice: 2700, costPrice: 1500, areaInSqIn: 432, marginPercent: 44.4, version: 2 },
];

export const CATEGORIES: ApiStaffCategory[] = [
  { id: 1, name: 'Contemporary', description: 'New work', imageUrl: '/media/categories/contemporary.webp', version: 1, products: 12 },
  { id: 2, name: 'Heritage', description: 'Old masters', imageUrl: '/media/categories/heritage.webp', version: 1, products: 3 },
];

export const BANYAN: ApiStaffProduct = {
  id: 7,
  title: 'Banyan Chronicles',
  slug: 'banyan-chronicles',
  uniqueProduct: 'BAN-007',
  artist: 'Meera Iyer',
  categoryId: 2,
  description: 'A banyan tree at dusk.',
  basePrice: 1499.5,
  rating: 4.5,
  reviews: 12,
  mainImage: '/media/products/banyan/artwork.webp',
  mockupImage: null,
  images: [],
  originalFilenames: { main: 'banyan.tif' },
  internalImageName: 'banyan-final',
  year: '2021',
  style: 'Heritage',
  orientation: 'landscape',
  inStock: true,
  featured: false,
  availableSizes: ['18X14'],
  availableMediums: ['Museum-Grade Canvas'],
  availableFrames: ['No Frame'],
  frameImages: {},
  returnsPolicy: null,
  media: {},
  version: 4,
  archivedAt: null,
  createdAt: '2025-01-10T06:30:00.000Z',
  updatedAt: '2025-03-05T09:11:00.000Z',
};
