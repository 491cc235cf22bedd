import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { ListSitemapFiles, ListSitemapProducts, type ParsedRequestOf } from '@shop/contracts';
import { HandleRequest } from '@shop/messaging';
import { SitemapService } from './sitemap.service';

@Controller()
export class SitemapHandler {
  constructor(private readonly sitemap: SitemapService) {}

  @HandleRequest(ListSitemapProducts)
  products(@Payload() request: ParsedRequestOf<typeof ListSitemapProducts>) {
    return this.sitemap.products(request);
  }

  @HandleRequest(ListSitemapFiles)
  files(@Payload() _request: ParsedRequestOf<typeof ListSitemapFiles>) {
    return this.sitemap.files();
  }
}
