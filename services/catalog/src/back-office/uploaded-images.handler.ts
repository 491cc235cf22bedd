import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { RecordUploadedImage, type ParsedRequestOf } from '@shop/contracts';
import { HandleRequest, type RequestContext } from '@shop/messaging';
import { UploadedImagesService } from './uploaded-images.service';

/** The media service's report of a processed upload. */
@Controller()
export class UploadedImagesHandler {
  constructor(private readonly images: UploadedImagesService) {}

  @HandleRequest(RecordUploadedImage)
  record(@Payload() request: ParsedRequestOf<typeof RecordUploadedImage>, @Ctx() ctx: RequestContext) {
    return this.images.record(ctx, request);
  }
}
