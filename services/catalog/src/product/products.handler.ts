import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { GetProduct, GetProductPictures, GetProductsByIds, ListProductPriceFacts, type ParsedRequestOf } from '@shop/contracts';
import { HandleRequest } from '@shop/messaging';
import { ProductsService } from './products.service';

@Controller()
export class ProductsHandler {
  constructor(private readonly products: ProductsService) {}

  @HandleRequest(GetProduct)
  get(@Payload() request: ParsedRequestOf<typeof GetProduct>) {
    return this.products.get(request.id);
  }

  @HandleRequest(GetProductsByIds)
  byIds(@Payload() request: ParsedRequestOf<typeof GetProductsByIds>) {
    return this.products.byIds(request.ids);
  }

  @HandleRequest(GetProductPictures)
  pictures(@Payload() request: ParsedRequestOf<typeof GetProductPictures>) {
    return this.products.pictures(request.ids);
  }

  @HandleRequest(ListProductPriceFacts)
  priceFacts(@Payload() request: ParsedRequestOf<typeof ListProductPriceFacts>) {
    return this.products.priceFacts(request);
  }
}
