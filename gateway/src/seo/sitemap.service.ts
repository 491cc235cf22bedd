import { Inject, Injectable } from '@nestjs/common';
import { ListBlogPosts, ListCategories, ListSitemapFiles, ListSitemapProducts, SITEMAP_IDS_PER_FILE, type ReplyOf, type SitemapProduct } from '@shop/contracts';
import { RequestClient, type RequestContext } from '@shop/messaging';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { robotsTxt, sitemapIndexXml, urlSetXml } from './sitemap-xml';
import { PAGES_FILE, productsFile, SITEMAP_FILES_PREFIX, SITEMAP_INDEX_PATH, siteBase, sitePaths, type SitemapFileName } from './site-urls';

/**
 * sitemap.xml, its files and robots.txt. Every URL is absolute from the PUBLIC_URL setting, never
 * from the request (its Host and X-Forwarded-Host are the caller's to forge).
 */
@Injectable()
export class SitemapService {
  private readonly base: string;

  constructor(
    private readonly client: RequestClient,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.base = siteBase(config.PUBLIC_URL);
  }

  robots(): string {
    return robotsTxt(`${this.base}${SITEMAP_INDEX_PATH}`);
  }

  /** The index: the pages' file, then one file per range of product ids that holds live products. */
  async index(ctx: RequestContext): Promise<string> {
    const files = await this.client.request(ListSitemapFiles, {}, ctx);
    return sitemapIndexXml([
      { loc: this.fileUrl(PAGES_FILE) },
      ...files.map((file) => ({ loc: this.fileUrl(productsFile(file.number)), lastmod: file.lastModified })),
    ]);
  }

  /** A file of the index, or null when there is no such file (a range without live products). */
  async file(name: SitemapFileName, ctx: RequestContext): Promise<string | null> {
    if (name.kind === 'pages') return this.pages(ctx);
    const products = await this.productsOfFile(name.number, ctx);
    if (products.length === 0) return null;
    return urlSetXml(products.map((product) => ({ loc: this.url(sitePaths.product(product.id, product.slug)), lastmod: product.updatedAt })));
  }

  /** Home, every collection, the blog and its posts, about, contact and the policies. */
  private async pages(ctx: RequestContext): Promise<string> {
    const [categories, posts] = await Promise.all([this.client.request(ListCategories, {}, ctx), this.client.request(ListBlogPosts, {}, ctx)]);
    return urlSetXml([
      { loc: this.url(sitePaths.home) },
      { loc: this.url(sitePaths.allArt) },
      ...categories.map((category) => ({ loc: this.url(sitePaths.collection(category.name)) })),
      { loc: this.url(sitePaths.blog) },
      ...posts.map((post) => ({ loc: this.url(sitePaths.blogPost(post.slug)), lastmod: post.publishDate })),
      ...sitePaths.staticPages.map((path) => ({ loc: this.url(path) })),
    ]);
  }

  /** The live products of file n, in id order: a page or a few (the catalog keeps each answer small). */
  private async productsOfFile(number: number, ctx: RequestContext): Promise<SitemapProduct[]> {
    const throughId = number * SITEMAP_IDS_PER_FILE;
    const products: SitemapProduct[] = [];
    let afterId: number | null = throughId - SITEMAP_IDS_PER_FILE;
    while (afterId !== null && products.length < SITEMAP_IDS_PER_FILE) {
      const page: ReplyOf<typeof ListSitemapProducts> = await this.client.request(ListSitemapProducts, { afterId, throughId, limit: SITEMAP_IDS_PER_FILE - products.length }, ctx);
      products.push(...page.items);
      afterId = page.nextAfterId;
    }
    return products;
  }

  private url(path: string): string {
    return `${this.base}${path}`;
  }

  private fileUrl(name: string): string {
    return this.url(`${SITEMAP_FILES_PREFIX}${name}`);
  }
}
