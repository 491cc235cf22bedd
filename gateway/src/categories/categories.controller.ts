import { Controller } from '@nestjs/common';
import { catalogApi, ListCategories } from '@shop/contracts';
import { RequestClient, type RequestContext } from '@shop/messaging';
import { Context } from '../common/request-context';
import { Route } from '../common/route.decorator';

@Controller()
export class CategoriesController {
  constructor(private readonly client: RequestClient) {}

  @Route(catalogApi.listCategories)
  list(@Context() ctx: RequestContext) {
    return this.client.request(ListCategories, {}, ctx);
  }
}
