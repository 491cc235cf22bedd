import type { ApiCategory, ApiProduct } from '@shop/contracts';
import {
  MAX_PRODUCT_IDS,
  MAX_PRODUCT_PAGE_SIZE,
  PRODUCT_PAGE_SIZE,
  PRODUCT_SORTS,
  SURPRISE_MAX,
  SURPRISE_MIN,
  TOTAL_COUNT_HEADER,
} from '@shop/contracts/src/catalog/browse-constants';
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

function badRequest(message: string): Response {
  return jsonResponse({ statusCode: 400, message }, { status: 400, statusText: 'Bad Request' });
}

const LIST_PARAMS = new Set(['category', 'q', 'featured', 'ids', 'sort', 'page', 'limit']);

function positiveInteger(text: string | null, fallback: number): number | undefined {
  if (text === null) return fallback;
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 ? value : undefined;
}

function searchRank(product: ApiProduct, needle: string): number | undefined {
  if (product.title.toLowerCase().includes(needle)) return 0;
  const others = [product.artist, product.style, product.description];
  return others.some((field) => field.toLowerCase().includes(needle)) ? 1 : undefined;
}

const byId = (a: ApiProduct, b: ApiProduct) => a.id - b.id;
const productOrders: Record<(typeof PRODUCT_SORTS)[number], (a: ApiProduct, b: ApiProduct) => number> = {
  featured: (a, b) => Number(b.featured) - Number(a.featured) || byId(a, b),
  'price-low': (a, b) => a.basePrice - b.basePrice || byId(a, b),
  'price-high': (a, b) => b.basePrice - a.basePrice || byId(a, b),
  newest: (a, b) => b.id - a.id,
};

/**
 * `GET /api/products` as the gateway answers it: the filters given (category by name in any case,
 * `q` on title, artist, style and description with title matches first, `featured`, `ids`), the
 * sort, one page and the `X-Total-Count` header. Bad values answer 400.
 */
export function listProductsAnswer(products: readonly ApiProduct[], categories: readonly ApiCategory[], url: string): Response {
  const query = new URL(url, 'http://shop.test').searchParams;
  const unknown = [...query.keys()].find((key) => !LIST_PARAMS.has(key));
  if (unknown) return badRequest(`Unrecognized key: "${unknown}"`);
  const page = positiveInteger(query.get('page'), 1);
  const limit = positiveInteger(query.get('limit'), PRODUCT_PAGE_SIZE);
  if (page === undefined) return badRequest('page must be at least 1');
  if (limit === undefined || limit > MAX_PRODUCT_PAGE_SIZE) return badRequest(`limit must be at most ${MAX_PRODUCT_PAGE_SIZE}`);
  const sort = query.get('sort');
  if (sort !== null && !PRODUCT_SORTS.some((known) => known === sort)) return badRequest(`sort must be one of ${PRODUCT_SORTS.join(', ')}`);
  const featured = query.get('featured');
  if (featured !== null && featured !== 'true' && featured !== 'false') return badRequest('featured must be true or false');
  const ids = query.get('ids')?.split(',').map(Number);
  if (ids && (ids.length > MAX_PRODUCT_IDS || ids.some((id) => !Number.isInteger(id)))) return badRequest('ids are not valid');

  let matches = [...products];
  const categoryName = query.get('category');
  if (categoryName !== null) {
    const category = categories.find(({ name }) => name.toLowerCase() === categoryName.trim().toLowerCase());
    matches = matches.filter((product) => product.categoryId === category?.id);
  }
  if (featured !== null) matches = matches.filter((product) => product.featured === (featured === 'true'));
  if (ids) matches = matches.filter((product) => ids.includes(product.id));
  const needle = query.get('q')?.trim().toLowerCase();
  if (needle) matches = matches.filter((product) => searchRank(product, needle) !== undefined);

  if (sort !== null) matches.sort(productOrders[sort as keyof typeof productOrders]);
  else if (needle) matches.sort((a, b) => (searchRank(a, needle) ?? 0) - (searchRank(b, needle) ?? 0) || byId(a, b));
  else matches.sort(productOrders.featured);

  return jsonResponse(matches.slice((page - 1) * limit, page * limit), { headers: { [TOTAL_COUNT_HEADER]: String(matches.length) } });
}

/** `GET /api/products/surprise?seed=N` as a stand-in for the catalog: 6 to 8 products picked by the seed. */
export function surpriseAnswer(products: readonly ApiProduct[], url: string): Response {
  const seed = Number(new URL(url, 'http://shop.test').searchParams.get('seed'));
  if (!Number.isInteger(seed) || seed < 0) return badRequest('seed must be a whole number');
  const count = Math.min(products.length, SURPRISE_MIN + (seed % (SURPRISE_MAX - SURPRISE_MIN + 1)));
  const start = products.length ? seed % products.length : 0;
  const rotated = [...products.slice(start), ...products.slice(0, start)];
  return jsonResponse(rotated.slice(0, count));
}

export interface CatalogApiOptions {
  products?: ApiProduct[];
  categories?: ApiCategory[];
  /** Answer for GET /api/products/recommendations; by default the first eight products. */
  recommendations?: (url: string) => Response | Promise<Response>;
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
  recommendations = () => jsonResponse(products.slice(0, 8)),
  related,
  pricing = (url) => pricingAnswer(products, url),
  cartSummary = (body) => summaryAnswer(products, body),
}: CatalogApiOptions = {}): FetchHandler {
  return async (url, init) => {
    const path = url.split('?')[0];
    if (path === '/api/products/pricing') return pricing(url);
    if (path === '/api/cart/dynamic-summary' && init?.method === 'POST') return cartSummary(String(init.body));
    if (path === '/api/categories') return jsonResponse(categories);
    if (path === '/api/products') return listProductsAnswer(products, categories, url);
    if (path === '/api/products/recommendations') return recommendations(url);
    if (path === '/api/products/surprise') return surpriseAnswer(products, url);

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

/** The addresses fetched so far (path and query string), in order. */
export function fetchedPaths(fetchMock: jest.Mock): string[] {
  return fetchMock.mock.calls.map(([url]) => String(url));
}

/** The query parameters of each `GET {path}` fetched so far, in order, as plain objects. */
export function queriesTo(fetchMock: jest.Mock, path: string): Array<Record<string, string>> {
  return fetchedPaths(fetchMock)
    .filter((url) => url.split('?')[0] === path)
    .map((url) => Object.fromEntries(new URL(url, 'http://shop.test').searchParams));
}
