import { Controller } from '@nestjs/common';
import {
  adminReviewsApi,
  BulkApproveReviews,
  GetReviewForStaff,
  GetReviewQueueCounts,
  ListReviewsForStaff,
  ModerateReview,
  ModerateReviewPhoto,
  ReplyToReview,
  type RouteInput,
} from '@shop/contracts';
import { RequestClient, type RequestContext } from '@shop/messaging';
import { Context } from '../../common/request-context';
import { Input, Route } from '../../common/route.decorator';

/** Review moderation: forwarded to the review service, which checks the staff member's role again and records each action in the audit log. */
@Controller()
export class AdminReviewsController {
  constructor(private readonly client: RequestClient) {}

  @Route(adminReviewsApi.listReviews)
  list(@Input() { query }: RouteInput<typeof adminReviewsApi.listReviews>, @Context() ctx: RequestContext) {
    return this.client.request(ListReviewsForStaff, query, ctx);
  }

  @Route(adminReviewsApi.queueCounts)
  queue(@Context() ctx: RequestContext) {
    return this.client.request(GetReviewQueueCounts, {}, ctx);
  }

  @Route(adminReviewsApi.getReview)
  get(@Input() { params }: RouteInput<typeof adminReviewsApi.getReview>, @Context() ctx: RequestContext) {
    return this.client.request(GetReviewForStaff, { id: params.id }, ctx);
  }

  @Route(adminReviewsApi.approveReview)
  approve(@Input() { params, body }: RouteInput<typeof adminReviewsApi.approveReview>, @Context() ctx: RequestContext) {
    return this.client.request(ModerateReview, { id: params.id, version: body.version, action: 'approve' }, ctx);
  }

  @Route(adminReviewsApi.rejectReview)
  reject(@Input() { params, body }: RouteInput<typeof adminReviewsApi.rejectReview>, @Context() ctx: RequestContext) {
    return this.client.request(ModerateReview, { id: params.id, version: body.version, action: 'reject', reason: body.reason }, ctx);
  }

  @Route(adminReviewsApi.flagReview)
  flag(@Input() { params, body }: RouteInput<typeof adminReviewsApi.flagReview>, @Context() ctx: RequestContext) {
    return this.client.request(ModerateReview, { id: params.id, version: body.version, action: 'flag', reason: body.reason }, ctx);
  }

  @Route(adminReviewsApi.bulkApprove)
  bulkApprove(@Input() { body }: RouteInput<typeof adminReviewsApi.bulkApprove>, @Context() ctx: RequestContext) {
    return this.client.request(BulkApproveReviews, body, ctx);
  }

  @Route(adminReviewsApi.replyToReview)
  reply(@Input() { params, body }: RouteInput<typeof adminReviewsApi.replyToReview>, @Context() ctx: RequestContext) {
    return this.client.request(ReplyToReview, { id: params.id, content: body.content }, ctx);
  }

  @Route(adminReviewsApi.moderatePhoto)
  photo(@Input() { params, body }: RouteInput<typeof adminReviewsApi.moderatePhoto>, @Context() ctx: RequestContext) {
    return this.client.request(ModerateReviewPhoto, { id: params.id, photoId: params.photoId, version: body.version, status: body.status }, ctx);
  }
}
