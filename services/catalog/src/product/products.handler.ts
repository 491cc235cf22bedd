import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { GetProduct, GetProductsByIds, ListProductPriceFacts, ListProducts, ListRelatedProducts, type ParsedRequestOf } from '@shop/contracts';
import { HandleRequest, type RequestContext } from '@shop/messaging';
import { ProductsService } from './products.service';

@Controller()
export class ProductsHandler {
  constructor(private readonly products: ProductsService) {}

  @HandleRequest(ListProducts)
  list(@Payload() _request: ParsedRequestOf<typeof ListProducts>, @Ctx() ctx: RequestContext) {
    return this.products.list(ctx);
  }

  @HandleRequest(GetProduct)
  get(@Payload() payload: ParsedRequestOf<typeof GetProduct>, @Ctx() ctx: RequestContext) {
    return this.products.get(ctx, payload.id);
  }

  @HandleRequest(ListRelatedProducts)
  related(@Payload() payload: ParsedRequestOf<typeof ListRelatedProducts>, @Ctx() ctx: RequestContext) {
    return this.products.related(ctx, payload.id);
  }

  @HandleRequest(ListProductPriceFacts)
  priceFacts(@Payload() _request: ParsedRequestOf<typeof ListProductPriceFacts>, @Ctx() ctx: RequestContext) {
    return this.products.priceFacts(ctx);
  }

  @HandleRequest(GetProductsByIds)
  byIds(@Payload() payload: ParsedRequestOf<typeof GetProductsByIds>, @Ctx() ctx: RequestContext) {
    return this.products.byIds(ctx, payload.ids);
  }
}
