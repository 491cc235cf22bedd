import { shopApi } from '../../../lib/api/shop-api';
import type { ImageSize } from '../../../lib/responsive-image';
import type { CartSummary, CartSummaryItem } from '../model/cart-summary';

/** What the cart shows of a product from `GET /api/products`. */
export interface CartProduct {
  id: number;
  title: string;
  /** The spec's slug of the title, computed by the server, for `/product/{id}/{slug}` links. */
  slug: string;
  artist: string;
  mainImage: string;
  /** The artwork's image name in the print workshop's files; an order line carries it. */
  internalImageName: string;
  /** Intrinsic width and height of each image, keyed by URL. */
  media: Record<string, ImageSize>;
}

/** One line as the server priced it, in the order sent; rupees. */
export interface PricedCartLine {
  productId: number | null;
  productName: string;
  size: string;
  medium: string;
  frame: string;
  quantity: number;
  unitMrp: number;
  unitPrice: number;
  lineTotal: number;
}

/** The answer of `POST /api/cart/dynamic-summary`. */
export interface CartSummaryAnswer {
  success: boolean;
  summary: CartSummary;
  lines: PricedCartLine[];
}

// Its own endpoint names: other features declare the product list for their screens, and
// features do not share code except through the shared layers.
export const cartApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getCartProducts: build.query<CartProduct[], void>({
      query: () => 'products',
    }),
    getCartSummary: build.query<CartSummaryAnswer, CartSummaryItem[]>({
      query: (items) => ({ url: 'cart/dynamic-summary', method: 'POST', body: { items } }),
      // Every cart state is its own entry, and prices change on the server: an entry is dropped as
      // soon as no cart shows it, so a later visit asks the server again.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetCartProductsQuery, useGetCartSummaryQuery } = cartApi;
