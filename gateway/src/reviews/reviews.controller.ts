import { Controller, Req, Res, UseGuards } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import {
  DeleteOwnReview,
  GetOwnReview,
  GetUploadedImage,
  ListProductReviews,
  MAX_REVIEW_PHOTOS,
  ProcessReviewPhoto,
  REVIEW_PHOTO_MAX_BYTES,
  reviewsApi,
  SubmitReview,
  UnsubscribeFromReviewRequests,
  VoteReviewHelpful,
  type RouteInput,
} from '@shop/contracts';
import { RequestClient, type RequestContext } from '@shop/messaging';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignedIn } from '../auth/signed-in.guard';
import { MULTIPART_ROUTE } from '../common/multipart-body';
import { RateLimited, RateLimitGuard } from '../common/rate-limit.guard';
import { Context } from '../common/request-context';
import { Input, Route } from '../common/route.decorator';
import { ImageUploads } from '../media/image-uploads';

/**
 * Product reviews on the storefront (issue 19): anyone reads a product's approved reviews; a
 * signed-in shopper writes theirs, uploads its photos and votes. The review service keeps them,
 * and takes the shopper from the request's context, never from the body.
 */
@Controller()
@UseGuards(RateLimitGuard)
export class ReviewsController {
  constructor(
    private readonly client: RequestClient,
    private readonly uploads: ImageUploads,
  ) {}

  /** A hot path: the review service keeps each product's reviews as JSON, sent on here unparsed. */
  @Route(reviewsApi.listProductReviews)
  async list(@Input() { params, query }: RouteInput<typeof reviewsApi.listProductReviews>, @Context() ctx: RequestContext, @Res({ passthrough: true }) reply: FastifyReply) {
    const json = await this.client.requestJson(ListProductReviews, { productId: params.id, ...query }, ctx);
    void reply.type('application/json; charset=utf-8');
    return { encodedJson: json };
  }

  @Route(reviewsApi.getOwnReview)
  @UseGuards(SignedIn)
  own(@Input() { params }: RouteInput<typeof reviewsApi.getOwnReview>, @Context() ctx: RequestContext) {
    return this.client.request(GetOwnReview, { productId: params.id }, ctx);
  }

  @Route(reviewsApi.submitReview)
  @UseGuards(SignedIn)
  @RateLimited('reviews')
  async submit(@Input() { params, body }: RouteInput<typeof reviewsApi.submitReview>, @Context() ctx: RequestContext) {
    return (await this.client.request(SubmitReview, { productId: params.id, ...body }, ctx)).review;
  }

  @Route(reviewsApi.deleteOwnReview)
  @UseGuards(SignedIn)
  remove(@Input() { params }: RouteInput<typeof reviewsApi.deleteOwnReview>, @Context() ctx: RequestContext) {
    return this.client.request(DeleteOwnReview, { productId: params.id }, ctx);
  }

  @Route(reviewsApi.voteHelpful)
  @UseGuards(SignedIn)
  @RateLimited('reviews')
  vote(@Input() { params }: RouteInput<typeof reviewsApi.voteHelpful>, @Context() ctx: RequestContext) {
    return this.client.request(VoteReviewHelpful, { reviewId: params.reviewId }, ctx);
  }

  /** Checked and stored here like the back office's images, then processed by the media service's job. */
  @Route(reviewsApi.uploadReviewPhotos)
  @RouteConfig(MULTIPART_ROUTE)
  @UseGuards(SignedIn)
  @RateLimited('reviews')
  upload(@Req() request: FastifyRequest, @Context() ctx: RequestContext) {
    return this.uploads.receive(ctx, request, { maxBytes: REVIEW_PHOTO_MAX_BYTES, maxFiles: MAX_REVIEW_PHOTOS, queueWith: ProcessReviewPhoto });
  }

  @Route(reviewsApi.getReviewPhoto)
  @UseGuards(SignedIn)
  photo(@Input() { params }: RouteInput<typeof reviewsApi.getReviewPhoto>, @Context() ctx: RequestContext) {
    return this.client.request(GetUploadedImage, { id: params.photoId }, ctx);
  }

  @Route(reviewsApi.unsubscribe)
  unsubscribe(@Input() { body }: RouteInput<typeof reviewsApi.unsubscribe>, @Context() ctx: RequestContext) {
    return this.client.request(UnsubscribeFromReviewRequests, { token: body.token }, ctx);
  }
}
