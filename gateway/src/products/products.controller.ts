import { Controller } from '@nestjs/common';
import { catalogApi, GetProduct, ListProducts, ListRelatedProducts, type RouteInput } from '@shop/contracts';
import { RequestClient, type RequestContext } from '@shop/messaging';
import { Context } from '../common/request-context';
import { Input, Route } from '../common/route.decorator';

@Controller()
export class ProductsController {
  constructor(private readonly client: RequestClient) {}

  @Route(catalogApi.listProducts)
  list(@Context() ctx: RequestContext) {
    return this.client.request(ListProducts, {}, ctx);
  }

  @Route(catalogApi.getProduct)
  get(@Input() { params }: RouteInput<typeof catalogApi.getProduct>, @Context() ctx: RequestContext) {
    return this.client.request(GetProduct, { id: params.id }, ctx);
  }

  @Route(catalogApi.listRelatedProducts)
  related(@Input() { params }: RouteInput<typeof catalogApi.listRelatedProducts>, @Context() ctx: RequestContext) {
    return this.client.request(ListRelatedProducts, { id: params.id }, ctx);
  }
}
