import { z } from 'zod';
import { defineRequest } from '../common/define';
import { EMAIL_PATTERN, PHONE_PATTERN, PINCODE_PATTERN } from '../customer/customer';
import { blogPostSchema } from './blog-post';
import { categorySchema } from './category';

/**
 * The back office's content and settings (issue 18): the shop's settings ('settings.edit'),
 * categories and blog posts ('catalogue.edit'). The storefront reads what was saved.
 */

const text = (label: string, max: number) => z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} is too long`);
const webLink = z
  .string()
  .trim()
  .max(300, 'is too long')
  .regex(/^https:\/\/[^\s<>"]+$/, 'must be an https:// link');

/** A GSTIN: state code, PAN, entity number, Z, check character (CGST Rule 10). */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export const siteSettingsSchema = z
  .object({
    shopName: text('Shop name', 100),
    contact: z.object({
      email: text('Contact email', 254).toLowerCase().regex(EMAIL_PATTERN, 'Please enter a valid email address'),
      phone: text('Contact phone', 20).regex(PHONE_PATTERN, 'Please enter a valid phone number'),
    }),
    /** The footer's social profile. */
    socialLink: webLink.nullable(),
    /** Where the shop trades from: the supplier's address on tax invoices. Null until the owner sets it. */
    address: z
      .object({
        line: text('Address', 300),
        city: text('City', 100),
        state: text('State', 100),
        pincode: z.string().trim().regex(PINCODE_PATTERN, 'Please enter a valid 6-digit PIN code'),
      })
      .nullable(),
    /** GST registration for invoices. Null until the owner sets it. */
    gst: z
      .object({
        legalName: text('Legal name', 200),
        gstin: z.string().trim().toUpperCase().regex(GSTIN_PATTERN, 'GSTIN must be 15 characters like 27ABCDE1234F1Z5'),
      })
      .nullable(),
  })
  .strict();
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** What the shop says until the owner changes it (the seeded contact details and profile). */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  shopName: 'Curated Art & Decor',
  contact: { email: 'hello@curatedartdecor.in', phone: '+91 98200 12345' },
  socialLink: 'https://www.instagram.com/curatedartdecor',
  address: null,
  gst: null,
};

/** The settings a shopper's browser may read: no address or GST registration. */
export const publicSiteSettingsSchema = siteSettingsSchema.pick({ shopName: true, contact: true, socialLink: true });

export const GetSiteSettings = defineRequest({
  subject: 'catalog.get-site-settings.v1',
  request: z.object({}).strict(),
  reply: z.object({ settings: siteSettingsSchema, version: z.number().int() }),
});

export const UpdateSiteSettings = defineRequest({
  subject: 'catalog.update-site-settings.v1',
  request: z.object({ version: z.number().int().min(0).max(2_147_483_647), settings: siteSettingsSchema }).strict(),
  reply: z.object({ settings: siteSettingsSchema, version: z.number().int() }),
});

const version = z.number({ error: 'version must be a number' }).int().min(1).max(2_147_483_647);
const entityId = z.number().int().positive().max(2_147_483_647);

export const categoryFieldsSchema = z
  .object({
    name: text('Name', 60).regex(/^[\p{L}\p{N}][\p{L}\p{N} &'-]*$/u, 'Name may hold letters, digits, spaces, & \' and -'),
    description: text('Description', 1000),
    imageUrl: text('Image', 300).regex(/^(\/|https:\/\/)[^\s<>"]*$/, 'Image must be a path on this site or an https:// link'),
  })
  .strict();

export const staffCategorySchema = categorySchema.extend({ version: z.number().int(), products: z.number().int() });

export const ListCategoriesForStaff = defineRequest({
  subject: 'catalog.list-categories-for-staff.v1',
  request: z.object({}).strict(),
  reply: z.array(staffCategorySchema),
});

export const CreateCategory = defineRequest({
  subject: 'catalog.create-category.v1',
  request: z.object({ fields: categoryFieldsSchema }).strict(),
  reply: staffCategorySchema,
});

export const UpdateCategory = defineRequest({
  subject: 'catalog.update-category.v1',
  request: z.object({ id: entityId, version, fields: categoryFieldsSchema }).strict(),
  reply: staffCategorySchema,
});

/** A URL slug: lower-case words joined by hyphens. */
export const slugSchema = z
  .string()
  .trim()
  .min(1, 'Slug is required')
  .max(120, 'Slug is too long')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug may hold lower-case letters and digits joined by hyphens');

export const blogPostFieldsSchema = z
  .object({
    title: text('Title', 200),
    /** Left out, it is made from the title; once published a post keeps it unless it is changed here. */
    slug: slugSchema.optional(),
    excerpt: text('Excerpt', 500),
    /** Markdown. */
    content: text('Body', 100_000),
    author: text('Author', 100),
    category: text('Category', 60),
    tags: z.array(text('Tag', 40)).max(20, 'At most 20 tags'),
    featured: z.boolean(),
    publishDate: z.iso.date('Publish date must be a date like 2026-11-24'),
    image: text('Image', 300).regex(/^(\/|https:\/\/)[^\s<>"]*$/, 'Image must be a path on this site or an https:// link'),
    /** A draft is never shown; a published post shows from its publish date. */
    published: z.boolean(),
  })
  .strict();
export type BlogPostFields = z.infer<typeof blogPostFieldsSchema>;

export const staffBlogPostSchema = blogPostSchema.extend({ published: z.boolean(), version: z.number().int() });

export const ListBlogPostsForStaff = defineRequest({
  subject: 'catalog.list-blog-posts-for-staff.v1',
  request: z.object({}).strict(),
  reply: z.array(staffBlogPostSchema),
});

export const CreateBlogPost = defineRequest({
  subject: 'catalog.create-blog-post.v1',
  request: z.object({ fields: blogPostFieldsSchema }).strict(),
  reply: staffBlogPostSchema,
});

export const UpdateBlogPost = defineRequest({
  subject: 'catalog.update-blog-post.v1',
  request: z.object({ id: entityId, version, fields: blogPostFieldsSchema }).strict(),
  reply: staffBlogPostSchema,
});
