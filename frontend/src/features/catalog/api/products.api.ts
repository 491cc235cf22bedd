import { shopApi } from '../../../lib/api/shop-api';
import type { ImageSize } from '../../../lib/responsive-image';

export type Orientation = 'landscape' | 'portrait' | 'square' | 'widescreen';

/** A product as `GET /api/products` and `GET /api/products/{id}` answer it. */
export interface Product {
  id: number;
  title: string;
  /** The spec's slug of the title, computed by the server, for `/product/{id}/{slug}` links. */
  slug: string;
  uniqueProduct: string | null;
  artist: string;
  categoryId: number;
  description: string;
  /** Rupees. */
  basePrice: number;
  rating: number;
  reviews: number;
  mainImage: string;
  mockupImage: string | null;
  images: string[];
  year: string;
  style: string;
  orientation: Orientation;
  inStock: boolean;
  featured: boolean;
  availableSizes: string[];
  availableMediums: string[];
  availableFrames: string[];
  frameImages: Record<string, string>;
  returnsPolicy: string | null;
  /** Intrinsic width and height of every image above, keyed by URL. */
  media: Record<string, ImageSize>;
}

export const productsApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<Product[], void>({
      query: () => 'products',
      providesTags: (products = []) => [
        { type: 'Product' as const, id: 'LIST' },
        ...products.map(({ id }) => ({ type: 'Product' as const, id })),
      ],
    }),
    getProduct: build.query<Product, number>({
      query: (id) => `products/${id}`,
      providesTags: (_product, _error, id) => [{ type: 'Product' as const, id }],
    }),
    getRelatedProducts: build.query<Product[], number>({
      query: (id) => `products/${id}/related`,
      providesTags: (products = []) => products.map(({ id }) => ({ type: 'Product' as const, id })),
    }),
  }),
});

export const { useGetProductsQuery, useGetProductQuery, useGetRelatedProductsQuery } = productsApi;
