import { FEATURED_LISTING } from '../features/catalog/components/featured-artworks';
import { categoriesApi } from '../features/catalog/api/categories.api';
import { collectionRequest } from '../features/catalog/components/collection-view';
import { parseProductId } from '../features/catalog/model/product-id';
import { blogApi } from '../features/content/api/blog.api';
import { siteSettingsApi } from '../features/content/api/site-settings.api';
import { reviewsApi } from '../features/reviews/api/reviews.api';
import { productReviewsRequest } from '../features/reviews/model/review-query';
import { productsApi } from '../lib/api/products.api';
import { handlesAt } from './router';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';

/** A page's address, as its data requests need it. */
export interface PageAddress {
  params: Record<string, string | undefined>;
  searchParams: URLSearchParams;
}

/** One API request, as the store runs it (an RTK Query `initiate`). */
type Request = ThunkAction<PromiseLike<unknown>, unknown, unknown, UnknownAction>;

/**
 * What each server-rendered page asks the API for (the page renderer imports this; the browser's
 * bundle does not), so the page renderer can ask it all at once
 * before it renders (one render instead of one per round of requests). The components ask for the
 * same by themselves; a request missing here still happens, in an extra render.
 */
export const pageData = {
  /** The header and footer of every page. */
  layout: (): Request[] => [siteSettingsApi.endpoints.getSiteSettings.initiate()],
  home: (): Request[] => [productsApi.endpoints.getProducts.initiate(FEATURED_LISTING), categoriesApi.endpoints.getCategories.initiate()],
  collection: ({ params, searchParams }: PageAddress): Request[] => {
    const { listing, page } = collectionRequest(params.category ?? '', searchParams);
    return [categoriesApi.endpoints.getCategories.initiate(), productsApi.endpoints.getProducts.initiate({ ...listing, page })];
  },
  product: ({ params, searchParams }: PageAddress): Request[] => {
    const id = parseProductId(params.id);
    if (id === undefined) return [];
    return [
      productsApi.endpoints.getProduct.initiate(id),
      categoriesApi.endpoints.getCategories.initiate(),
      productsApi.endpoints.getRelatedProducts.initiate(id),
      reviewsApi.endpoints.listProductReviews.initiate(productReviewsRequest(id, searchParams)),
    ];
  },
  blog: (): Request[] => [blogApi.endpoints.getBlogPosts.initiate()],
} satisfies Record<string, (address: PageAddress) => Request[]>;

export type PageDataName = keyof typeof pageData;

/**
 * The API requests the page at `url` makes (its layout's included), for the page renderer to make
 * first; `handles` are its routes' (`handlesOf` a router's matches), found from `url` if not given.
 */
export function pageDataRequests(url: URL, handles: ReturnType<typeof handlesAt> = handlesAt(url.pathname)): Request[] {
  return handles.flatMap(({ handle, params }) => (handle?.data ? pageData[handle.data]({ params, searchParams: url.searchParams }) : []));
}
