import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { categorySchema, ListCategories } from '@shop/contracts';
import { RequestClient, type RequestContext } from '@shop/messaging';
import { z } from 'zod';
import { Context } from '../common/request-context';

@ApiTags('catalog')
@Controller('categories')
export class CategoriesController {
  constructor(private readonly client: RequestClient) {}

  @Get()
  @ApiOperation({ summary: 'List the product categories' })
  @ApiOkResponse({ schema: z.toJSONSchema(z.array(categorySchema)) as object })
  list(@Context() ctx: RequestContext) {
    return this.client.request(ListCategories, {}, ctx);
  }
}
