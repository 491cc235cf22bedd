import { z } from 'zod';
import { defineRequest } from '../common/define';
import { ACCEPTED_IMAGE_FORMATS, UPLOADED_IMAGE_STATUSES } from './media-constants';

/** An uploaded image's id: the sha256 of its original file, in hex (the same file is one image). */
export const uploadedImageIdSchema = z
  .string({ error: 'id must be an image id' })
  .regex(/^[0-9a-f]{64}$/, 'id must be the 64 hexadecimal digits of an image id');

/** The file name as the staff member's computer had it (kept for the product's originalFilenames). */
export const originalFilenameSchema = z.string().trim().min(1).max(255);

/**
 * An uploaded image and where it is: `processing` until its sizes are written and the catalog
 * knows it (then a product may name `url`), `ready` with its full size's width and height, or
 * `failed` with why.
 */
export const uploadedImageSchema = z.object({
  id: uploadedImageIdSchema,
  status: z.enum(UPLOADED_IMAGE_STATUSES),
  originalFilename: z.string(),
  /** The full size (its longest side at most FULL_IMAGE_MAX_DIMENSION): the URL a product names. */
  url: z.string(),
  /** The smaller copies, each `width` pixels wide (or the image's own width when narrower). */
  variants: z.array(z.object({ width: z.number().int().positive(), url: z.string() })),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  /** Why processing failed; null otherwise. */
  reason: z.string().nullable(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/**
 * Queues an uploaded original (already checked by content and stored by the gateway under
 * MEDIA_DIR/originals/<id>.<ext>) for processing. The job's id is the image's: the same file
 * sent again adds nothing and answers the image as it is (a failed one is tried again).
 */
export const ProcessUploadedImage = defineRequest({
  subject: 'media.process-image.v1',
  request: z
    .object({
      id: uploadedImageIdSchema,
      format: z.enum(ACCEPTED_IMAGE_FORMATS),
      originalFilename: originalFilenameSchema,
    })
    .strict(),
  reply: uploadedImageSchema,
});

/**
 * Queues a signed-in shopper's review photo (issue 19), checked and stored by the gateway like a
 * staff upload and processed by the same job, but not recorded in the catalog: a product never
 * names it. The review service checks it is ready before a review may show it.
 */
export const ProcessReviewPhoto = defineRequest({
  subject: 'media.process-review-photo.v1',
  request: ProcessUploadedImage.request,
  reply: uploadedImageSchema,
});

/**
 * An uploaded image's state, for staff who edit the catalogue or moderate reviews and for a
 * signed-in shopper (whose review names it by its id, the sha256 of a file they have); 404 for
 * an id never uploaded.
 */
export const GetUploadedImage = defineRequest({
  subject: 'media.get-image.v1',
  request: z.object({ id: uploadedImageIdSchema }).strict(),
  reply: uploadedImageSchema,
});
