import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { AddToWishlist, ListWishlist, RemoveFromWishlist, type ParsedRequestOf } from '@shop/contracts';
import { HandleRequest, type RequestContext } from '@shop/messaging';
import { WishlistService } from './wishlist.service';

@Controller()
export class WishlistHandler {
  constructor(private readonly wishlist: WishlistService) {}

  @HandleRequest(ListWishlist)
  list(@Payload() _request: ParsedRequestOf<typeof ListWishlist>, @Ctx() ctx: RequestContext) {
    return this.wishlist.list(ctx);
  }

  @HandleRequest(AddToWishlist)
  add(@Payload() request: ParsedRequestOf<typeof AddToWishlist>, @Ctx() ctx: RequestContext) {
    return this.wishlist.add(ctx, request.productId);
  }

  @HandleRequest(RemoveFromWishlist)
  remove(@Payload() request: ParsedRequestOf<typeof RemoveFromWishlist>, @Ctx() ctx: RequestContext) {
    return this.wishlist.remove(ctx, request.productId);
  }
}
