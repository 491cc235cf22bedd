import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { ListCategories, type ParsedRequestOf } from '@shop/contracts';
import { HandleRequest, type RequestContext } from '@shop/messaging';
import { CategoriesService } from './categories.service';

@Controller()
export class CategoriesHandler {
  constructor(private readonly categories: CategoriesService) {}

  @HandleRequest(ListCategories)
  list(@Payload() _request: ParsedRequestOf<typeof ListCategories>, @Ctx() ctx: RequestContext) {
    return this.categories.list(ctx);
  }
}
