import { Controller, Get, Param } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { GetProduct, ListProducts, ListRelatedProducts, productIdSchema, productSchema } from '@shop/contracts';
import { RequestClient, type RequestContext } from '@shop/messaging';
import { z } from 'zod';
import { Context } from '../common/request-context';
import { zodDto } from '../common/zod-validation.pipe';

class ProductParams extends zodDto(z.object({ id: productIdSchema })) {}

const productJson = z.toJSONSchema(productSchema, { io: 'output' }) as object;

@ApiTags('catalog')
@Controller('products')
export class ProductsController {
  constructor(private readonly client: RequestClient) {}

  @Get()
  @ApiOperation({ summary: 'List every product' })
  @ApiOkResponse({ schema: { type: 'array', items: productJson } })
  list(@Context() ctx: RequestContext) {
    return this.client.request(ListProducts, {}, ctx);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One product' })
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiOkResponse({ schema: productJson })
  @ApiBadRequestResponse({ description: 'The id is not a positive whole number' })
  @ApiNotFoundResponse({ description: 'Product not found' })
  get(@Param() params: ProductParams, @Context() ctx: RequestContext) {
    return this.client.request(GetProduct, { id: params.id }, ctx);
  }

  @Get(':id/related')
  @ApiOperation({ summary: 'Products to show under "You Might Also Like"' })
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiOkResponse({ schema: { type: 'array', items: productJson } })
  @ApiNotFoundResponse({ description: 'Product not found' })
  related(@Param() params: ProductParams, @Context() ctx: RequestContext) {
    return this.client.request(ListRelatedProducts, { id: params.id }, ctx);
  }
}
