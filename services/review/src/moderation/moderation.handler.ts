import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import {
  BulkApproveReviews,
  GetReviewForStaff,
  GetReviewQueueCounts,
  ListReviewsForStaff,
  ModerateReview,
  ModerateReviewPhoto,
  ReplyToReview,
  type ParsedRequestOf,
} from '@shop/contracts';
import { HandleRequest, type RequestContext } from '@shop/messaging';
import { ModerationService } from './moderation.service';

@Controller()
export class ModerationHandler {
  constructor(private readonly moderation: ModerationService) {}

  @HandleRequest(ListReviewsForStaff)
  list(@Payload() request: ParsedRequestOf<typeof ListReviewsForStaff>, @Ctx() ctx: RequestContext) {
    return this.moderation.list(ctx, request);
  }

  @HandleRequest(GetReviewForStaff)
  get(@Payload() request: ParsedRequestOf<typeof GetReviewForStaff>, @Ctx() ctx: RequestContext) {
    return this.moderation.get(ctx, request.id);
  }

  @HandleRequest(ModerateReview)
  moderate(@Payload() request: ParsedRequestOf<typeof ModerateReview>, @Ctx() ctx: RequestContext) {
    return this.moderation.moderate(ctx, request);
  }

  @HandleRequest(BulkApproveReviews)
  bulkApprove(@Payload() request: ParsedRequestOf<typeof BulkApproveReviews>, @Ctx() ctx: RequestContext) {
    return this.moderation.bulkApprove(ctx, request.ids);
  }

  @HandleRequest(ReplyToReview)
  reply(@Payload() request: ParsedRequestOf<typeof ReplyToReview>, @Ctx() ctx: RequestContext) {
    return this.moderation.reply(ctx, request.id, request.content);
  }

  @HandleRequest(ModerateReviewPhoto)
  photo(@Payload() request: ParsedRequestOf<typeof ModerateReviewPhoto>, @Ctx() ctx: RequestContext) {
    return this.moderation.photo(ctx, request);
  }

  @HandleRequest(GetReviewQueueCounts)
  counts(@Payload() _request: ParsedRequestOf<typeof GetReviewQueueCounts>, @Ctx() ctx: RequestContext) {
    return this.moderation.counts(ctx);
  }
}
