import { z } from 'zod';
import { defineRequest } from '../common/define';

/**
 * The sitemap's product files split the catalogue by id: file n lists the live products whose id
 * is in ((n − 1) × SITEMAP_IDS_PER_FILE, n × SITEMAP_IDS_PER_FILE]. A product stays in its file
 * whatever happens to the others, so an unchanged file keeps its lastmod, and no file lists more
 * products than this (sitemaps.org allows 50,000 URLs a file).
 */
export const SITEMAP_IDS_PER_FILE = 5000;

/** Postgres' int: the largest product id there can be. */
const MAX_PRODUCT_ID = 2_147_483_647;

/**
 * Most bytes of products one answer carries (their JSON): a page stops early rather than pass it,
 * far under NATS's 1 MB limit whatever the titles (200 characters, up to 3 bytes each).
 */
export const MAX_SITEMAP_PAGE_BYTES = 256 * 1024;

/** A product as the sitemap lists it: its link (`/product/{id}/{slug}`) and when it last changed (ISO 8601). */
export const sitemapProductSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  updatedAt: z.string(),
});
export type SitemapProduct = z.infer<typeof sitemapProductSchema>;

/**
 * The live products (the storefront's: archived ones are not) in id order after `afterId`, up to
 * `throughId` when given, at most `limit` of them and at most MAX_SITEMAP_PAGE_BYTES; `nextAfterId`
 * is where the next page starts, null when nothing is left up to `throughId`.
 */
export const ListSitemapProducts = defineRequest({
  subject: 'catalog.list-sitemap-products.v1',
  request: z
    .object({
      afterId: z.number().int().nonnegative().max(MAX_PRODUCT_ID).default(0),
      throughId: z.number().int().positive().max(MAX_PRODUCT_ID).optional(),
      limit: z.number().int().min(1).max(SITEMAP_IDS_PER_FILE).default(SITEMAP_IDS_PER_FILE),
    })
    .strict(),
  reply: z.object({ items: z.array(sitemapProductSchema), nextAfterId: z.number().int().positive().nullable() }),
});

/** One product file of the sitemap: its number, how many products it lists and the latest change among them (ISO 8601). */
export const sitemapFileSchema = z.object({
  number: z.number().int().positive(),
  products: z.number().int().positive(),
  lastModified: z.string(),
});
export type SitemapFile = z.infer<typeof sitemapFileSchema>;

/**
 * The product files the sitemap index lists, in order: those of SITEMAP_IDS_PER_FILE ids that hold
 * at least one live product (an empty range has no file). Some 10 at 50,000 products.
 */
export const ListSitemapFiles = defineRequest({
  subject: 'catalog.list-sitemap-files.v1',
  request: z.object({}).strict(),
  reply: z.array(sitemapFileSchema),
});
