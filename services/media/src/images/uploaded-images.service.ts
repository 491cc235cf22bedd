import { Injectable } from '@nestjs/common';
import { roleMay, uploadedImageName, uploadedImageUrls, type ParsedRequestOf, type ProcessUploadedImage, type UploadedImage } from '@shop/contracts';
import { forbidden, notFound, staffMay, type RequestContext, type StaffIdentity } from '@shop/messaging';
import type { Job } from 'bullmq';
import { ImageQueue, type ImageJob, type ImageJobResult } from './image.queue';

/** Uploaded images by id: queued for processing, and their state, read from their jobs. */
@Injectable()
export class UploadedImages {
  constructor(private readonly images: ImageQueue) {}

  /**
   * Queues the image unless it already is: the same file uploaded again (by anyone, under any
   * name) is the same image and keeps its first name. A failed one is tried again.
   */
  process(ctx: RequestContext, request: ParsedRequestOf<typeof ProcessUploadedImage>): Promise<UploadedImage> {
    return this.queue(ctx, request, staffMay(ctx, 'catalogue.edit'));
  }

  /** A signed-in shopper's review photo: the same job, never recorded in the catalog. */
  processReviewPhoto(ctx: RequestContext, request: ParsedRequestOf<typeof ProcessUploadedImage>): Promise<UploadedImage> {
    if (!ctx.user) throw forbidden('Only a signed-in shopper may upload photos for a review');
    return this.queue(ctx, request);
  }

  private async queue(ctx: RequestContext, request: ParsedRequestOf<typeof ProcessUploadedImage>, staff?: StaffIdentity): Promise<UploadedImage> {
    const existing = await this.images.queue.getJob(request.id);
    if (existing) {
      if (await existing.isFailed()) await existing.retry('failed');
      return this.stateOf(existing);
    }
    const job: ImageJob = { ...request, name: uploadedImageName(request.originalFilename), correlationId: ctx.correlationId, ...(staff ? { staff } : {}) };
    await this.images.queue.add('image', job, { jobId: request.id });
    // Read back: of two uploads of one file at once, the second add is ignored and answers the first's job.
    return this.stateOf((await this.images.queue.getJob(request.id))!);
  }

  async get(ctx: RequestContext, id: string): Promise<UploadedImage> {
    if (ctx.staff) {
      if (!roleMay(ctx.staff.role, 'catalogue.edit') && !roleMay(ctx.staff.role, 'reviews.moderate')) throw forbidden(`A ${ctx.staff.role} may not read uploaded images`);
    } else if (!ctx.user) {
      throw forbidden('Only signed-in staff or shoppers may read uploaded images');
    }
    const job = await this.images.queue.getJob(id);
    if (!job) throw notFound('No image with this id was uploaded');
    return this.stateOf(job);
  }

  private async stateOf(job: Job<ImageJob, ImageJobResult>): Promise<UploadedImage> {
    const state = await job.getState();
    const { url, variants } = uploadedImageUrls(job.data.id, job.data.name);
    const ready = state === 'completed' ? job.returnvalue : null;
    return {
      id: job.data.id,
      status: ready ? 'ready' : state === 'failed' ? 'failed' : 'processing',
      originalFilename: job.data.originalFilename,
      url,
      variants: variants.map((variant) => ({ ...variant, width: ready ? Math.min(variant.width, ready.width) : variant.width })),
      width: ready?.width ?? null,
      height: ready?.height ?? null,
      reason: state === 'failed' ? job.failedReason || 'Processing failed' : null,
    };
  }
}
