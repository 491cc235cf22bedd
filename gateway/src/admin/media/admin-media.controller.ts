import { Controller, Req } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { adminMediaApi, GetUploadedImage, type RouteInput } from '@shop/contracts';
import { RequestClient, type RequestContext } from '@shop/messaging';
import type { FastifyRequest } from 'fastify';
import { MULTIPART_ROUTE } from '../../common/multipart-body';
import { Context } from '../../common/request-context';
import { Input, Route } from '../../common/route.decorator';
import { ImageUploads } from '../../media/image-uploads';

/** The back office's image uploads: stored and checked here, processed by the media service (which checks the role again). */
@Controller()
export class AdminMediaController {
  constructor(
    private readonly uploads: ImageUploads,
    private readonly client: RequestClient,
  ) {}

  @Route(adminMediaApi.uploadImages)
  @RouteConfig(MULTIPART_ROUTE)
  upload(@Req() request: FastifyRequest, @Context() ctx: RequestContext) {
    return this.uploads.receive(ctx, request);
  }

  @Route(adminMediaApi.getImage)
  get(@Input() { params }: RouteInput<typeof adminMediaApi.getImage>, @Context() ctx: RequestContext) {
    return this.client.request(GetUploadedImage, { id: params.id }, ctx);
  }
}
