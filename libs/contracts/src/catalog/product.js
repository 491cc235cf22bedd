"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.productIdSchema = exports.productSchema = exports.imageSizeSchema = exports.orientationSchema = exports.ORIENTATIONS = void 0;
const zod_1 = require("zod");
const money_1 = require("../money");
exports.ORIENTATIONS = ['landscape', 'portrait', 'square', 'widescreen'];
exports.orientationSchema = zod_1.z.enum(exports.ORIENTATIONS);
exports.imageSizeSchema = zod_1.z.object({ width: zod_1.z.number().int().positive(), height: zod_1.z.number().int().positive() });
/** A product as the API shows it: every field of the spec's products entity, plus `slug` and `media`. */
exports.productSchema = zod_1.z.object({
    id: zod_1.z.number().int().positive(),
    title: zod_1.z.string(),
    slug: zod_1.z.string(),
    uniqueProduct: zod_1.z.string().nullable(),
    artist: zod_1.z.string(),
    categoryId: zod_1.z.number().int().positive(),
    description: zod_1.z.string(),
    /** Paise (the HTTP API shows the spec's rupees). */
    basePrice: money_1.paiseSchema,
    rating: zod_1.z.number().min(0).max(5),
    reviews: zod_1.z.number().int().nonnegative(),
    mainImage: zod_1.z.string(),
    mockupImage: zod_1.z.string().nullable(),
    images: zod_1.z.array(zod_1.z.string()),
    originalFilenames: zod_1.z.record(zod_1.z.string(), zod_1.z.string()),
    internalImageName: zod_1.z.string(),
    year: zod_1.z.string(),
    style: zod_1.z.string(),
    orientation: exports.orientationSchema,
    inStock: zod_1.z.boolean(),
    featured: zod_1.z.boolean(),
    availableSizes: zod_1.z.array(zod_1.z.string()),
    availableMediums: zod_1.z.array(zod_1.z.string()),
    availableFrames: zod_1.z.array(zod_1.z.string()),
    frameImages: zod_1.z.record(zod_1.z.string(), zod_1.z.string()),
    returnsPolicy: zod_1.z.string().nullable(),
    /**
     * Intrinsic size of every image above, keyed by URL, so pages reserve the space before the
     * image arrives. Each image also exists at 480 and 960 px wide: `name-480w.webp`, `name-960w.webp`.
     */
    media: zod_1.z.record(zod_1.z.string(), exports.imageSizeSchema),
});
exports.productIdSchema = zod_1.z.coerce
    .number({ error: 'Product id must be a number' })
    .int('Product id must be a whole number')
    .positive('Product id must be positive')
    .max(2_147_483_647, 'Product id is too large');
