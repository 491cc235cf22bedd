import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { GetUploadedImage, ProcessReviewPhoto, ProcessUploadedImage, type ParsedRequestOf } from '@shop/contracts';
import { HandleRequest, type RequestContext } from '@shop/messaging';
import { UploadedImages } from './uploaded-images.service';

@Controller()
export class UploadedImagesHandler {
  constructor(private readonly images: UploadedImages) {}

  @HandleRequest(ProcessUploadedImage)
  process(@Payload() request: ParsedRequestOf<typeof ProcessUploadedImage>, @Ctx() ctx: RequestContext) {
    return this.images.process(ctx, request);
  }

  @HandleRequest(ProcessReviewPhoto)
  processReviewPhoto(@Payload() request: ParsedRequestOf<typeof ProcessReviewPhoto>, @Ctx() ctx: RequestContext) {
    return this.images.processReviewPhoto(ctx, request);
  }

  @HandleRequest(GetUploadedImage)
  get(@Payload() request: ParsedRequestOf<typeof GetUploadedImage>, @Ctx() ctx: RequestContext) {
    return this.images.get(ctx, request.id);
  }
}
