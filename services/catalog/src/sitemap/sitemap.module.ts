import { Module } from '@nestjs/common';
import { SitemapHandler } from './sitemap.handler';
import { SitemapService } from './sitemap.service';

/** What the gateway's sitemap.xml lists of the catalogue: the live products, a page at a time. */
@Module({
  controllers: [SitemapHandler],
  providers: [SitemapService],
})
export class SitemapModule {}
