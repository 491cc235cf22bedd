"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ListBlogPosts = exports.blogPostSchema = void 0;
const zod_1 = require("zod");
const define_1 = require("../common/define");
/** A blog post: the server shape of the spec (id, title, excerpt, category, tags, featured, slug,
 * publishDate) and the built-in shape (content, author, date, image) in one. */
exports.blogPostSchema = zod_1.z.object({
    id: zod_1.z.number().int().positive(),
    title: zod_1.z.string(),
    slug: zod_1.z.string(),
    excerpt: zod_1.z.string(),
    content: zod_1.z.string(),
    author: zod_1.z.string(),
    category: zod_1.z.string(),
    tags: zod_1.z.array(zod_1.z.string()),
    featured: zod_1.z.boolean(),
    publishDate: zod_1.z.string(),
    date: zod_1.z.string(),
    image: zod_1.z.string(),
});
exports.ListBlogPosts = (0, define_1.defineRequest)({
    subject: 'catalog.list-blog-posts.v1',
    request: zod_1.z.object({}).strict(),
    reply: zod_1.z.array(exports.blogPostSchema),
});
