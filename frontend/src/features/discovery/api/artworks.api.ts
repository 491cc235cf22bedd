import { shopApi } from '../../../lib/api/shop-api';
import type { ImageSize } from '../../../lib/responsive-image';

/** What the quiz and the surprise read of a product from `GET /api/products`. */
export interface Artwork {
  id: number;
  title: string;
  /** The spec's slug of the title, computed by the server, for `/product/{id}/{slug}` links. */
  slug: string;
  artist: string;
  description: string;
  style: string;
  mainImage: string;
  /** Print sizes in inches, like "18X14". */
  availableSizes: string[];
  /** Intrinsic width and height of each image, keyed by URL. */
  media: Record<string, ImageSize>;
}

// Its own endpoint name: the catalog feature declares the same call for its screens, and
// features do not share code except through the shared layers.
export const artworksApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getDiscoveryArtworks: build.query<Artwork[], void>({
      query: () => 'products',
    }),
  }),
});

export const { useGetDiscoveryArtworksQuery } = artworksApi;
