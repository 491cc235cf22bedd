"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PickSurprise = exports.RecommendArtworks = exports.quizAnswersSchema = exports.discoverySeedSchema = void 0;
const zod_1 = require("zod");
const define_1 = require("../common/define");
const browse_constants_1 = require("./browse-constants");
const product_1 = require("./product");
/** The seed of a round of the quiz or the surprise: the same seed shows the same artworks. */
exports.discoverySeedSchema = zod_1.z.coerce
    .number({ error: 'seed must be a number' })
    .int('seed must be a whole number')
    .min(0, 'seed must be at least 0')
    .max(4_294_967_295, 'seed must be at most 4294967295');
const choices = (values, question) => zod_1.z.array(zod_1.z.enum(values, { error: `${question} must be among ${values.join(', ')}` })).max(values.length, `${question} has at most ${values.length} choices`);
/** The shopper's answers to the Art Finder quiz: the chosen values per question (none means any). */
exports.quizAnswersSchema = zod_1.z
    .object({
    space: choices(browse_constants_1.QUIZ_SPACES, 'space').max(1, 'space has one choice').default([]),
    style: choices(browse_constants_1.QUIZ_STYLES, 'style').max(1, 'style has one choice').default([]),
    color: choices(browse_constants_1.QUIZ_COLORS, 'color').default([]),
    size: choices(browse_constants_1.QUIZ_SIZES, 'size').max(1, 'size has one choice').default([]),
    mood: choices(browse_constants_1.QUIZ_MOODS, 'mood').default([]),
})
    .strict();
/** The quiz's recommendations over the whole catalogue (spec section 9): at most 8, in random order. */
exports.RecommendArtworks = (0, define_1.defineRequest)({
    subject: 'catalog.recommend-artworks.v1',
    request: zod_1.z.object({ answers: exports.quizAnswersSchema, seed: exports.discoverySeedSchema }).strict(),
    reply: zod_1.z.array(product_1.productSchema),
});
/** Surprise Me (spec section 9): 6 to 8 random artworks of the whole catalogue. */
exports.PickSurprise = (0, define_1.defineRequest)({
    subject: 'catalog.pick-surprise.v1',
    request: zod_1.z.object({ seed: exports.discoverySeedSchema }).strict(),
    reply: zod_1.z.array(product_1.productSchema),
});
