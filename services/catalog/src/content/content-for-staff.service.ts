import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { BlogPostFields, ParsedRequestOf, ReplyOf, ListBlogPostsForStaff, ListCategoriesForStaff, UpdateCategory } from '@shop/contracts';
import { conflict, notFound, OutboxRelayRunner, recordStaffAction, staffMay, type OutboxTransaction, type RequestContext } from '@shop/messaging';
import type { DataSource, EntityManager } from 'typeorm';

type StaffCategory = ReplyOf<typeof ListCategoriesForStaff>[number];
type StaffBlogPost = ReplyOf<typeof ListBlogPostsForStaff>[number];
type CategoryFields = ParsedRequestOf<typeof UpdateCategory>['fields'];

export const STALE_CATEGORY = 'This category was changed by someone else; reload it';
export const STALE_POST = 'This post was changed by someone else; reload it';

interface CategoryRow {
  id: number;
  name: string;
  description: string;
  image_url: string;
  version: number;
  products: number;
}

interface PostRow {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  author: string;
  category: string;
  tags: string[];
  featured: boolean;
  publish_date: string;
  image: string;
  published: boolean;
  version: number;
}

const categoryOf = (row: CategoryRow): StaffCategory => ({
  id: row.id,
  name: row.name,
  description: row.description,
  imageUrl: row.image_url,
  version: row.version,
  products: Number(row.products),
});

const postOf = (row: PostRow): StaffBlogPost => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  excerpt: row.excerpt,
  content: row.content,
  author: row.author,
  category: row.category,
  tags: row.tags,
  featured: row.featured,
  publishDate: row.publish_date,
  date: row.publish_date,
  image: row.image,
  published: row.published,
  version: row.version,
});

/** A slug from a title: "Lotus in Ochre" → "lotus-in-ochre". */
export function slugFrom(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
  return slug || 'post';
}

/** A post's columns, its publish date as the date it is (YYYY-MM-DD), not a time in some zone. */
const POST_COLUMNS = `id, title, slug, excerpt, content, author, category, tags, featured, publish_date::text AS publish_date, image, published, version`;

const CATEGORY_COLUMNS = `c.id, c.name, c.description, c.image_url, c.version,
  (SELECT count(*) FROM products p WHERE p.category_id = c.id AND p.archived_at IS NULL) AS products`;

/** Postgres's unique_violation, and which constraint it broke. */
const uniqueViolation = (error: unknown): string | null =>
  (error as { code?: string }).code === '23505' ? ((error as { constraint?: string }).constraint ?? '') : null;

/**
 * Categories and blog posts in the back office ('catalogue.edit'). Each change is one outbox
 * transaction with its audit entry; a category change reaches the storefront through the
 * categories trigger the catalog already listens to, a post is read fresh by the blog.
 */
@Injectable()
export class ContentForStaffService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly outbox: OutboxRelayRunner,
  ) {}

  async categories(ctx: RequestContext): Promise<StaffCategory[]> {
    staffMay(ctx, 'catalogue.edit');
    const rows: CategoryRow[] = await this.db.query(`SELECT ${CATEGORY_COLUMNS} FROM categories c ORDER BY c.id`);
    return rows.map(categoryOf);
  }

  createCategory(ctx: RequestContext, fields: CategoryFields): Promise<StaffCategory> {
    staffMay(ctx, 'catalogue.edit');
    return this.write(ctx, 'A category with that name already exists', async (tx) => {
      const [{ id }]: Array<{ id: number }> = await tx.manager.query(
        `INSERT INTO categories (name, description, image_url) VALUES ($1, $2, $3) RETURNING id`,
        [fields.name, fields.description, fields.imageUrl],
      );
      const category = await this.category(tx.manager, id);
      await recordStaffAction(tx, ctx, { action: 'category.create', entity: 'category', entityId: id, summary: `Added the category ${fields.name}`, before: null, after: { ...fields } });
      return category;
    });
  }

  updateCategory(ctx: RequestContext, id: number, version: number, fields: CategoryFields): Promise<StaffCategory> {
    staffMay(ctx, 'catalogue.edit');
    return this.write(ctx, 'A category with that name already exists', async (tx) => {
      const before = await this.category(tx.manager, id, true);
      if (before.version !== version) throw conflict(STALE_CATEGORY);
      await tx.manager.query(`UPDATE categories SET name = $2, description = $3, image_url = $4, version = version + 1 WHERE id = $1`, [
        id,
        fields.name,
        fields.description,
        fields.imageUrl,
      ]);
      await recordStaffAction(tx, ctx, {
        action: 'category.update',
        entity: 'category',
        entityId: id,
        summary: `Changed the category ${before.name}${before.name === fields.name ? '' : ` (now ${fields.name})`}`,
        before: { name: before.name, description: before.description, imageUrl: before.imageUrl },
        after: { ...fields },
      });
      return this.category(tx.manager, id);
    });
  }

  async posts(ctx: RequestContext): Promise<StaffBlogPost[]> {
    staffMay(ctx, 'catalogue.edit');
    const rows: PostRow[] = await this.db.query(`SELECT ${POST_COLUMNS} FROM blog_posts ORDER BY blog_posts.publish_date DESC, id DESC`);
    return rows.map(postOf);
  }

  createPost(ctx: RequestContext, fields: BlogPostFields): Promise<StaffBlogPost> {
    staffMay(ctx, 'catalogue.edit');
    return this.write(ctx, 'Another post already has that slug', async (tx) => {
      const [{ id }]: Array<{ id: number }> = await tx.manager.query(
        `INSERT INTO blog_posts (title, slug, excerpt, content, author, category, tags, featured, publish_date, image, published)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11) RETURNING id`,
        [fields.title, fields.slug ?? slugFrom(fields.title), fields.excerpt, fields.content, fields.author, fields.category, JSON.stringify(fields.tags), fields.featured, fields.publishDate, fields.image, fields.published],
      );
      const post = await this.post(tx.manager, id);
      await recordStaffAction(tx, ctx, {
        action: 'blog-post.create',
        entity: 'blog-post',
        entityId: id,
        summary: `${fields.published ? 'Published' : 'Drafted'} the post "${fields.title}"`,
        before: null,
        after: { title: post.title, slug: post.slug, published: post.published, publishDate: post.publishDate },
      });
      return post;
    });
  }

  updatePost(ctx: RequestContext, id: number, version: number, fields: BlogPostFields): Promise<StaffBlogPost> {
    staffMay(ctx, 'catalogue.edit');
    return this.write(ctx, 'Another post already has that slug', async (tx) => {
      const before = await this.post(tx.manager, id, true);
      if (before.version !== version) throw conflict(STALE_POST);
      // A post keeps its slug (shared links stay good) unless the editor changes it on purpose.
      const slug = fields.slug ?? before.slug;
      await tx.manager.query(
        `UPDATE blog_posts SET title = $2, slug = $3, excerpt = $4, content = $5, author = $6, category = $7, tags = $8::jsonb,
           featured = $9, publish_date = $10, image = $11, published = $12, version = version + 1
         WHERE id = $1`,
        [id, fields.title, slug, fields.excerpt, fields.content, fields.author, fields.category, JSON.stringify(fields.tags), fields.featured, fields.publishDate, fields.image, fields.published],
      );
      const after = await this.post(tx.manager, id);
      const shown = (post: StaffBlogPost) => ({ title: post.title, slug: post.slug, published: post.published, publishDate: post.publishDate, featured: post.featured, bodyLength: post.content.length });
      await recordStaffAction(tx, ctx, {
        action: 'blog-post.update',
        entity: 'blog-post',
        entityId: id,
        summary: `Changed the post "${after.title}"`,
        before: shown(before),
        after: shown(after),
      });
      return after;
    });
  }

  private async category(manager: EntityManager, id: number, lock = false): Promise<StaffCategory> {
    if (lock) await manager.query(`SELECT id FROM categories WHERE id = $1 FOR UPDATE`, [id]);
    const [row]: CategoryRow[] = await manager.query(`SELECT ${CATEGORY_COLUMNS} FROM categories c WHERE c.id = $1`, [id]);
    if (!row) throw notFound('Category not found');
    return categoryOf(row);
  }

  private async post(manager: EntityManager, id: number, lock = false): Promise<StaffBlogPost> {
    const [row]: PostRow[] = await manager.query(`SELECT ${POST_COLUMNS} FROM blog_posts WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`, [id]);
    if (!row) throw notFound('Blog post not found');
    return postOf(row);
  }

  /** One outbox transaction; a name or slug already taken answers 409 with `taken`. */
  private async write<T>(ctx: RequestContext, taken: string, work: (tx: OutboxTransaction) => Promise<T>): Promise<T> {
    try {
      return await this.outbox.transaction(ctx, work);
    } catch (error) {
      if (/_(name|slug)_key$/.test(uniqueViolation(error) ?? '')) throw conflict(taken);
      throw error;
    }
  }
}
