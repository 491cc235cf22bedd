import { Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { AddToWishlist, ListWishlist, productIdSchema, RemoveFromWishlist, wishlistEntrySchema } from '@shop/contracts';
import { RequestClient, type RequestContext } from '@shop/messaging';
import { z } from 'zod';
import { SignedIn } from '../auth/signed-in.guard';
import { Context } from '../common/request-context';
import { zodDto } from '../common/zod-validation.pipe';

class ProductParams extends zodDto(z.object({ productId: productIdSchema })) {}

@ApiTags('accounts')
@Controller('wishlist')
@UseGuards(SignedIn)
@ApiUnauthorizedResponse({ description: 'Not signed in' })
export class WishlistController {
  constructor(private readonly client: RequestClient) {}

  @Get()
  @ApiOperation({ summary: "The signed-in user's wishlist: id, title, mainImage, basePrice of each product" })
  @ApiOkResponse({ schema: z.toJSONSchema(z.array(wishlistEntrySchema)) as object })
  list(@Context() ctx: RequestContext) {
    return this.client.request(ListWishlist, {}, ctx);
  }

  @Post(':productId')
  @HttpCode(200)
  @ApiOperation({ summary: 'Add a product (adding it again keeps one entry)' })
  @ApiParam({ name: 'productId', type: 'integer' })
  @ApiOkResponse({ schema: z.toJSONSchema(AddToWishlist.reply) as object })
  @ApiNotFoundResponse({ description: 'Product not found' })
  add(@Param() params: ProductParams, @Context() ctx: RequestContext) {
    return this.client.request(AddToWishlist, { productId: params.productId }, ctx);
  }

  @Delete(':productId')
  @ApiOperation({ summary: 'Remove a product' })
  @ApiParam({ name: 'productId', type: 'integer' })
  remove(@Param() params: ProductParams, @Context() ctx: RequestContext) {
    return this.client.request(RemoveFromWishlist, { productId: params.productId }, ctx);
  }
}
