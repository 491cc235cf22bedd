import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { ListProducts, ListRelatedProducts, ListStorefrontProducts, type ParsedRequestOf } from '@shop/contracts';
import { HandleRequest } from '@shop/messaging';
import { ProductListing } from './product-listing';

@Controller()
export class BrowseHandler {
  constructor(private readonly listing: ProductListing) {}

  @HandleRequest(ListProducts)
  list(@Payload() request: ParsedRequestOf<typeof ListProducts>) {
    return this.listing.list(request);
  }

  @HandleRequest(ListStorefrontProducts)
  listForStorefront(@Payload() request: ParsedRequestOf<typeof ListStorefrontProducts>) {
    return this.listing.listForStorefront(request);
  }

  @HandleRequest(ListRelatedProducts)
  related(@Payload() request: ParsedRequestOf<typeof ListRelatedProducts>) {
    return this.listing.related(request.id);
  }
}
