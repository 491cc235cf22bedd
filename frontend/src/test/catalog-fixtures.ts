import type { ApiCategory, ApiProduct } from '@shop/contracts';
import { jsonResponse, type FetchHandler } from './fetch-stub';
import { pricingAnswer, summaryAnswer } from './pricing-fixtures';

export const sampleCategories: ApiCategory[] = [
  { id: 1, name: 'Exclusive', description: 'High-end limited-edition artwork', imageUrl: '/media/categories/exclusive.svg' },
  { id: 2, name: 'Contemporary', description: 'Modern and trendy pieces', imageUrl: '/media/categories/contemporary.svg' },
  { id: 3, name: 'Heritage', description: 'Traditional, culture-rich paintings', imageUrl: '/media/categories/heritage.svg' },
];

function slugOf(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}

/** A product as the API answers it, with images laid out as the catalog stores them. */
export function makeProduct(overrides: Partial<ApiProduct> & Pick<ApiProduct, 'id' | 'title'>): ApiProduct {
  const slug = slugOf(overrides.title);
  const dir = `/media/products/${slug}`;
  const artwork = `${dir}/artwork.webp`;
  const room = `${dir}/room.webp`;
  return {
    slug,
    uniqueProduct: `CAD-${String(overrides.id).padStart(4, '0')}`,
    artist: 'Aanya Kapoor',
    categoryId: 2,
    description: 'A calm abstract for living rooms.',
    basePrice: 500,
    rating: 4.5,
    reviews: 10,
    mainImage: artwork,
    mockupImage: room,
    images: [artwork, `${dir}/detail-1.webp`, room],
    originalFilenames: {},
    internalImageName: `${slug}.tif`,
    year: '2021',
    style: 'Contemporary Abstract',
    orientation: 'landscape',
    inStock: true,
    featured: false,
    availableSizes: ['18X14', '27X21'],
    availableMediums: ['Museum-Grade Canvas', 'Fine Art Paper'],
    availableFrames: ['Print Only', 'Black Frame'],
    frameImages: {},
    returnsPolicy: 'Returns are accepted only for defective or damaged goods reported within 4 working days of delivery.',
    media: {
      [artwork]: { width: 1600, height: 1244 },
      [`${dir}/detail-1.webp`]: { width: 1600, height: 1600 },
      [room]: { width: 1600, height: 1067 },
    },
    ...overrides,
  };
}

/** The spec's eight sample artworks: ids 1-6 Contemporary, 7 Heritage, 8 Exclusive; 1, 4, 7, 8 featured. */
export const sampleProducts: ApiProduct[] = [
  makeProduct({ id: 1, title: 'Monsoon Reverie', basePrice: 195, featured: true, description: 'Soft washes of rain-grey and jade drift across the canvas.' }),
  makeProduct({ id: 2, title: 'Saffron Horizon', basePrice: 320, artist: 'Vikram Rao', style: 'Contemporary Minimalism', orientation: 'portrait' }),
  makeProduct({ id: 3, title: 'Indigo Tides', basePrice: 450, artist: 'Meera Iyer', style: 'Abstract Expressionism', orientation: 'square' }),
  makeProduct({ id: 4, title: 'Marigold Geometry', basePrice: 575, featured: true, artist: 'Kabir Sethi', style: 'Geometric Abstract' }),
  makeProduct({ id: 5, title: 'Quiet Courtyard', basePrice: 690, artist: 'Ishita Banerjee', style: 'Contemporary Realism' }),
  makeProduct({ id: 6, title: 'Urban Raga', basePrice: 840, artist: 'Rohan Malhotra', style: 'Contemporary Urban', orientation: 'widescreen' }),
  makeProduct({
    id: 7,
    title: 'Banyan Chronicles',
    basePrice: 980,
    categoryId: 3,
    featured: true,
    artist: 'Lalita Jha',
    style: 'Traditional Madhubani Heritage',
    description: 'A Madhubani tree of life drawn in fine double lines.',
  }),
  makeProduct({
    id: 8,
    title: 'Royal Peacock Durbar',
    basePrice: 1250,
    categoryId: 1,
    featured: true,
    artist: 'Farhan Qureshi',
    style: 'Traditional Mughal Miniature',
    description: 'A limited-edition Mughal-miniature-inspired peacock in emerald, lapis and gold leaf tones.',
  }),
];

export interface CatalogApiOptions {
  products?: ApiProduct[];
  categories?: ApiCategory[];
  /** Answer for GET /api/products/{id}/related; by default up to four other products. */
  related?: (id: number) => Response;
  /** Answer for GET /api/products/pricing; by default the design's price rule. */
  pricing?: (url: string) => Response | Promise<Response>;
  /** Answer for POST /api/cart/dynamic-summary; by default the design's cart summary. */
  cartSummary?: (body: string) => Response | Promise<Response>;
}

/** A fetch handler answering the catalog and pricing calls as the gateway does. */
export function catalogApi({
  products = sampleProducts,
  categories = sampleCategories,
  related,
  pricing = (url) => pricingAnswer(products, url),
  cartSummary = (body) => summaryAnswer(products, body),
}: CatalogApiOptions = {}): FetchHandler {
  return async (url, init) => {
    const path = url.split('?')[0];
    if (path === '/api/products/pricing') return pricing(url);
    if (path === '/api/cart/dynamic-summary' && init?.method === 'POST') return cartSummary(String(init.body));
    if (path === '/api/categories') return jsonResponse(categories);
    if (path === '/api/products') return jsonResponse(products);

    const relatedMatch = /^\/api\/products\/(\d+)\/related$/.exec(path);
    if (relatedMatch) {
      const id = Number(relatedMatch[1]);
      return related ? related(id) : jsonResponse(products.filter((product) => product.id !== id).slice(0, 4));
    }

    const productMatch = /^\/api\/products\/([^/]+)$/.exec(path);
    if (productMatch) {
      if (!/^\d+$/.test(productMatch[1])) {
        return jsonResponse({ statusCode: 400, message: 'Product id must be a number' }, { status: 400, statusText: 'Bad Request' });
      }
      const product = products.find(({ id }) => id === Number(productMatch[1]));
      return product
        ? jsonResponse(product)
        : jsonResponse({ statusCode: 404, message: 'Product not found' }, { status: 404, statusText: 'Not Found' });
    }
    return jsonResponse({ statusCode: 404, message: `Cannot GET ${path}` }, { status: 404, statusText: 'Not Found' });
  };
}

/** The paths fetched so far, in order. */
export function fetchedPaths(fetchMock: jest.Mock): string[] {
  return fetchMock.mock.calls.map(([url]) => String(url));
}
