import { z } from 'zod';
import {
  blogPostFieldsSchema,
  categoryFieldsSchema,
  publicSiteSettingsSchema,
  siteSettingsSchema,
  staffBlogPostSchema,
  staffCategorySchema,
} from '../catalog/content';
import { defineRoute, type RouteErrors } from './route';

export type ApiSiteSettings = z.output<typeof siteSettingsSchema>;
export type ApiPublicSiteSettings = z.output<typeof publicSiteSettingsSchema>;
export type ApiStaffCategory = z.output<typeof staffCategorySchema>;
export type ApiStaffBlogPost = z.output<typeof staffBlogPostSchema>;

const idParams = z.object({
  id: z.coerce.number({ error: 'id must be a number' }).int('id must be a whole number').positive('id must be positive').max(2_147_483_647, 'id is too large'),
});
const version = z.number({ error: 'version must be a number' }).int().min(1).max(2_147_483_647);
const SIGNED_OUT = 'No staff member is signed in';
const EDIT: RouteErrors = { 401: SIGNED_OUT, 403: "The staff member's role may not edit the catalogue" };

/** The shop's settings as the storefront reads them (contact page, footer). */
export const siteApi = {
  getSiteSettings: defineRoute({
    method: 'GET',
    path: '/api/site-settings',
    tag: 'content',
    summary: "The shop's name, contact email and phone, and social profile, as the back office saved them",
    response: publicSiteSettingsSchema,
  }),
};

/** Settings, categories and blog posts in the back office (issue 18). */
export const adminContentApi = {
  getSettings: defineRoute({
    method: 'GET',
    path: '/api/admin/settings',
    tag: 'back office: content',
    summary: "The shop's settings (name, contact, social link, address, GST registration) and their version",
    staff: 'settings.edit',
    response: z.object({ settings: siteSettingsSchema, version: z.number().int() }),
    errors: { 401: SIGNED_OUT, 403: "Only the owner and managers change the shop's settings" },
  }),
  updateSettings: defineRoute({
    method: 'PUT',
    path: '/api/admin/settings',
    tag: 'back office: content',
    summary: "Save the shop's settings; the storefront and new invoices use them at once",
    staff: 'settings.edit',
    body: z.object({ version: z.number().int().min(0).max(2_147_483_647), settings: siteSettingsSchema }).strict(),
    response: z.object({ settings: siteSettingsSchema, version: z.number().int() }),
    errors: { 401: SIGNED_OUT, 403: "Only the owner and managers change the shop's settings", 409: 'Changed by someone else since `version`' },
  }),
  listCategories: defineRoute({
    method: 'GET',
    path: '/api/admin/categories',
    tag: 'back office: content',
    summary: 'Every category with its version and how many products it holds',
    staff: 'catalogue.edit',
    response: z.array(staffCategorySchema),
    errors: EDIT,
  }),
  createCategory: defineRoute({
    method: 'POST',
    path: '/api/admin/categories',
    tag: 'back office: content',
    summary: 'Add a category (its collection page is /collection/{lower-case name})',
    staff: 'catalogue.edit',
    body: z.object({ fields: categoryFieldsSchema }).strict(),
    response: staffCategorySchema,
    status: 201,
    errors: { ...EDIT, 409: 'A category with that name already exists' },
  }),
  updateCategory: defineRoute({
    method: 'PUT',
    path: '/api/admin/categories/:id',
    tag: 'back office: content',
    summary: "Change a category's name, description or image",
    staff: 'catalogue.edit',
    params: idParams,
    body: z.object({ version, fields: categoryFieldsSchema }).strict(),
    response: staffCategorySchema,
    errors: { ...EDIT, 404: 'Category not found', 409: 'Changed by someone else since `version`, or the name is taken' },
  }),
  listBlogPosts: defineRoute({
    method: 'GET',
    path: '/api/admin/blog-posts',
    tag: 'back office: content',
    summary: 'Every blog post, drafts and scheduled ones included, newest first',
    staff: 'catalogue.edit',
    response: z.array(staffBlogPostSchema),
    errors: EDIT,
  }),
  createBlogPost: defineRoute({
    method: 'POST',
    path: '/api/admin/blog-posts',
    tag: 'back office: content',
    summary: 'Write a blog post (Markdown); a published one shows from its publish date',
    staff: 'catalogue.edit',
    body: z.object({ fields: blogPostFieldsSchema }).strict(),
    response: staffBlogPostSchema,
    status: 201,
    errors: { ...EDIT, 409: 'Another post already has that slug' },
  }),
  updateBlogPost: defineRoute({
    method: 'PUT',
    path: '/api/admin/blog-posts/:id',
    tag: 'back office: content',
    summary: 'Change a blog post; it keeps its slug (and shared links) unless a new one is given',
    staff: 'catalogue.edit',
    params: idParams,
    body: z.object({ version, fields: blogPostFieldsSchema }).strict(),
    response: staffBlogPostSchema,
    errors: { ...EDIT, 404: 'Blog post not found', 409: 'Changed by someone else since `version`, or the slug is taken' },
  }),
};
