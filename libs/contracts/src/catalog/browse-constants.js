"use strict";
/**
 * The catalogue's browsing constants (spec section 9), in one place for the catalog, the gateway
 * and the SPA. This file imports nothing, so the SPA can take the values without any server code.
 */
Object.defineProperty(exports, "__esModule", { value: true });
exports.QUIZ_MOODS = exports.QUIZ_SIZES = exports.QUIZ_COLORS = exports.QUIZ_STYLES = exports.QUIZ_SPACES = exports.QUIZ_ANY = exports.MAX_RECOMMENDATIONS = exports.SURPRISE_MAX = exports.SURPRISE_MIN = exports.HOME_FEATURED_COUNT = exports.TOTAL_COUNT_HEADER = exports.MAX_PRODUCT_IDS = exports.MAX_SEARCH_LENGTH = exports.MAX_PRODUCT_PAGE = exports.MAX_PRODUCT_PAGE_SIZE = exports.PRODUCT_PAGE_SIZE = exports.PRODUCT_SORTS = void 0;
/** The collection page's sorts; `newest` is id descending. */
exports.PRODUCT_SORTS = ['featured', 'price-low', 'price-high', 'newest'];
/** Products per collection page (spec section 9), and the default page size of `GET /api/products`. */
exports.PRODUCT_PAGE_SIZE = 9;
/** The most products one answer carries: 24 full products stay well under 64 KB of JSON. */
exports.MAX_PRODUCT_PAGE_SIZE = 24;
/** Pages past this are refused: nobody pages that far, and it bounds the work of one call. */
exports.MAX_PRODUCT_PAGE = 10_000;
/** The longest search a shopper can type. */
exports.MAX_SEARCH_LENGTH = 100;
/** The most ids one `GET /api/products?ids=` asks for (a cart or a wishlist page). */
exports.MAX_PRODUCT_IDS = exports.MAX_PRODUCT_PAGE_SIZE;
/** The response header that carries how many products match, over every page. */
exports.TOTAL_COUNT_HEADER = 'X-Total-Count';
/** How many featured artworks the home page shows (spec section 9). */
exports.HOME_FEATURED_COUNT = 4;
/** Spec section 9: a surprise shows 6 to 8 random artworks. */
exports.SURPRISE_MIN = 6;
exports.SURPRISE_MAX = 8;
/** Spec section 9: at most 8 quiz recommendations. */
exports.MAX_RECOMMENDATIONS = 8;
/** The Art Finder quiz's choices (spec sections 2 and 4); `any` means no preference. */
exports.QUIZ_ANY = 'any';
exports.QUIZ_SPACES = ['living', 'bedroom', 'office', 'dining', exports.QUIZ_ANY];
exports.QUIZ_STYLES = ['contemporary', 'abstract', 'traditional', 'heritage', exports.QUIZ_ANY];
exports.QUIZ_COLORS = ['vibrant', 'earthy', 'pastel', 'monochrome', exports.QUIZ_ANY];
exports.QUIZ_SIZES = ['small', 'medium', 'large', 'xlarge', exports.QUIZ_ANY];
exports.QUIZ_MOODS = ['calm', 'energetic', 'inspiring', 'sophisticated', 'joyful'];
