import { Controller, UseGuards } from '@nestjs/common';
import { AddToWishlist, ListWishlist, RemoveFromWishlist, wishlistApi, type RouteInput } from '@shop/contracts';
import { RequestClient, type RequestContext } from '@shop/messaging';
import { SignedIn } from '../auth/signed-in.guard';
import { Context } from '../common/request-context';
import { Input, Route } from '../common/route.decorator';

@Controller()
@UseGuards(SignedIn)
export class WishlistController {
  constructor(private readonly client: RequestClient) {}

  @Route(wishlistApi.listWishlist)
  list(@Context() ctx: RequestContext) {
    return this.client.request(ListWishlist, {}, ctx);
  }

  @Route(wishlistApi.addToWishlist)
  add(@Input() { params }: RouteInput<typeof wishlistApi.addToWishlist>, @Context() ctx: RequestContext) {
    return this.client.request(AddToWishlist, { productId: params.productId }, ctx);
  }

  @Route(wishlistApi.removeFromWishlist)
  remove(@Input() { params }: RouteInput<typeof wishlistApi.removeFromWishlist>, @Context() ctx: RequestContext) {
    return this.client.request(RemoveFromWishlist, { productId: params.productId }, ctx);
  }
}
