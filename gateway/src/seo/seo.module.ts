import { Module } from '@nestjs/common';
import { SitemapService } from './sitemap.service';

/** sitemap.xml and robots.txt for search engines (issue 21); serveSeoFiles puts them on the gateway's routes. */
@Module({ providers: [SitemapService], exports: [SitemapService] })
export class SeoModule {}
