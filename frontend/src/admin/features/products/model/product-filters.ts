import type { Orientation, StaffProductListQuery } from '@shop/contracts';
import { MAX_PRODUCT_PAGE, MAX_SEARCH_LENGTH } from '@shop/contracts/src/catalog/browse-constants';

export type ProductSort = StaffProductListQuery['sort'];
export type ProductStatus = StaffProductListQuery['status'];

// The contracts' lists live beside their zod schemas, which the bundle must not carry; these copies
// are checked against the contract's types, and the label records below name every member.
export const PRODUCT_SORTS = ['newest', 'oldest', 'title', 'price-low', 'price-high', 'updated'] as const satisfies readonly ProductSort[];
export const PRODUCT_STATUSES = ['live', 'archived', 'all'] as const satisfies readonly ProductStatus[];
export const ORIENTATIONS = ['landscape', 'portrait', 'square', 'widescreen'] as const satisfies readonly Orientation[];

export const SORT_LABELS: Record<ProductSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  title: 'Title A–Z',
  'price-low': 'Lowest price',
  'price-high': 'Highest price',
  updated: 'Recently changed',
};
export const STATUS_LABELS: Record<ProductStatus, string> = { live: 'On the storefront', archived: 'Archived', all: 'Live and archived' };
export const ORIENTATION_LABELS: Record<Orientation, string> = { landscape: 'Landscape', portrait: 'Portrait', square: 'Square', widescreen: 'Widescreen' };

/** A yes/no filter: absent means either. */
export type Flag = 'true' | 'false';

/** The product list's view: all of it in the URL, so a view can be bookmarked and shared. */
export interface ProductListView {
  /** Title, artist or uniqueProduct. */
  q?: string;
  categoryId?: number;
  orientation?: Orientation;
  inStock?: Flag;
  featured?: Flag;
  status: ProductStatus;
  sort: ProductSort;
  /** From 1. */
  page: number;
}

export const DEFAULT_PRODUCT_SORT: ProductSort = 'newest';
export const DEFAULT_PRODUCT_STATUS: ProductStatus = 'live';
export const PRODUCTS_PER_PAGE = 25;
/** The server counts matches up to this; `X-Total-Count` one above it means "more than this many". */
export const COUNT_CAP = 10_000;

function oneOf<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return value !== null && (options as readonly string[]).includes(value) ? (value as T) : undefined;
}

function flag(value: string | null): Flag | undefined {
  return value === 'true' || value === 'false' ? value : undefined;
}

/** The view a URL asks for; anything unknown or malformed (an old bookmark) is left out rather than refused. */
export function readProductListView(search: URLSearchParams): ProductListView {
  const page = Number(search.get('page'));
  const categoryId = Number(search.get('categoryId'));
  const q = search.get('q')?.trim().replace(/\s+/g, ' ').slice(0, MAX_SEARCH_LENGTH);
  return {
    q: q ? q : undefined,
    categoryId: Number.isInteger(categoryId) && categoryId > 0 && categoryId <= 2_147_483_647 ? categoryId : undefined,
    orientation: oneOf(ORIENTATIONS, search.get('orientation')),
    inStock: flag(search.get('inStock')),
    featured: flag(search.get('featured')),
    status: oneOf(PRODUCT_STATUSES, search.get('status')) ?? DEFAULT_PRODUCT_STATUS,
    sort: oneOf(PRODUCT_SORTS, search.get('sort')) ?? DEFAULT_PRODUCT_SORT,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PRODUCT_PAGE) : 1,
  };
}

/** The URL query of a view, without its defaults, so equal views have equal URLs. */
export function writeProductListView(view: ProductListView): URLSearchParams {
  const search = new URLSearchParams();
  if (view.q) search.set('q', view.q);
  if (view.categoryId) search.set('categoryId', String(view.categoryId));
  if (view.orientation) search.set('orientation', view.orientation);
  if (view.inStock) search.set('inStock', view.inStock);
  if (view.featured) search.set('featured', view.featured);
  if (view.status !== DEFAULT_PRODUCT_STATUS) search.set('status', view.status);
  if (view.sort !== DEFAULT_PRODUCT_SORT) search.set('sort', view.sort);
  if (view.page > 1) search.set('page', String(view.page));
  return search;
}

/** A changed filter starts again from the first page. */
export function withProductFilter(view: ProductListView, change: Partial<Omit<ProductListView, 'page'>>): ProductListView {
  return { ...view, ...change, page: 1 };
}

export function isProductListFiltered(view: ProductListView): boolean {
  return Boolean(view.q || view.categoryId || view.orientation || view.inStock || view.featured || view.status !== DEFAULT_PRODUCT_STATUS);
}

/** What `GET /api/admin/products` is asked for a view (the query string carries flags as text). */
export type ProductListRequest = Omit<ProductListView, never> & { limit: number };

export function productListRequestOf(view: ProductListView): ProductListRequest {
  return { ...view, limit: PRODUCTS_PER_PAGE };
}
