/**
 * The catalogue's browsing constants (spec section 9), in one place for the catalog, the gateway
 * and the SPA. This file imports nothing, so the SPA can take the values without any server code.
 */

/** The collection page's sorts; `newest` is id descending. */
export const PRODUCT_SORTS = ['featured', 'price-low', 'price-high', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Products per collection page (spec section 9), and the default page size of `GET /api/products`. */
export const PRODUCT_PAGE_SIZE = 9;
/** The most products one answer carries: 24 full products stay well under 64 KB of JSON. */
export const MAX_PRODUCT_PAGE_SIZE = 24;
/** Pages past this are refused: nobody pages that far, and it bounds the work of one call. */
export const MAX_PRODUCT_PAGE = 10_000;
/** The longest search a shopper can type. */
export const MAX_SEARCH_LENGTH = 100;
/** The most ids one `GET /api/products?ids=` asks for (a cart or a wishlist page). */
export const MAX_PRODUCT_IDS = MAX_PRODUCT_PAGE_SIZE;
/** The response header that carries how many products match, over every page. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** How many featured artworks the home page shows (spec section 9). */
export const HOME_FEATURED_COUNT = 4;

/** Spec section 9: a surprise shows 6 to 8 random artworks. */
export const SURPRISE_MIN = 6;
export const SURPRISE_MAX = 8;
/** Spec section 9: at most 8 quiz recommendations. */
export const MAX_RECOMMENDATIONS = 8;

/** The Art Finder quiz's choices (spec sections 2 and 4); `any` means no preference. */
export const QUIZ_ANY = 'any';
export const QUIZ_SPACES = ['living', 'bedroom', 'office', 'dining', QUIZ_ANY] as const;
export const QUIZ_STYLES = ['contemporary', 'abstract', 'traditional', 'heritage', QUIZ_ANY] as const;
export const QUIZ_COLORS = ['vibrant', 'earthy', 'pastel', 'monochrome', QUIZ_ANY] as const;
export const QUIZ_SIZES = ['small', 'medium', 'large', 'xlarge', QUIZ_ANY] as const;
export const QUIZ_MOODS = ['calm', 'energetic', 'inspiring', 'sophisticated', 'joyful'] as const;
