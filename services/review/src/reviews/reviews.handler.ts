import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { DeleteOwnReview, GetOwnReview, ListProductReviews, SubmitReview, VoteReviewHelpful, type ParsedRequestOf } from '@shop/contracts';
import { HandleRequest, type RequestContext } from '@shop/messaging';
import { ProductReviewsCache } from './product-reviews-cache';
import { ReviewsService } from './reviews.service';

@Controller()
export class ReviewsHandler {
  constructor(
    private readonly reviews: ReviewsService,
    private readonly productReviews: ProductReviewsCache,
  ) {}

  @HandleRequest(ListProductReviews)
  list(@Payload() request: ParsedRequestOf<typeof ListProductReviews>) {
    return this.productReviews.page(request);
  }

  @HandleRequest(SubmitReview)
  submit(@Payload() request: ParsedRequestOf<typeof SubmitReview>, @Ctx() ctx: RequestContext) {
    return this.reviews.submit(ctx, request);
  }

  @HandleRequest(GetOwnReview)
  own(@Payload() request: ParsedRequestOf<typeof GetOwnReview>, @Ctx() ctx: RequestContext) {
    return this.reviews.own(ctx, request.productId);
  }

  @HandleRequest(DeleteOwnReview)
  deleteOwn(@Payload() request: ParsedRequestOf<typeof DeleteOwnReview>, @Ctx() ctx: RequestContext) {
    return this.reviews.deleteOwn(ctx, request.productId);
  }

  @HandleRequest(VoteReviewHelpful)
  voteHelpful(@Payload() request: ParsedRequestOf<typeof VoteReviewHelpful>, @Ctx() ctx: RequestContext) {
    return this.reviews.voteHelpful(ctx, request.reviewId);
  }
}
