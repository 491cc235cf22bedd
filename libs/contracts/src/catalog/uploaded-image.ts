import { z } from 'zod';
import { defineRequest } from '../common/define';
import { originalFilenameSchema } from '../media/uploaded-image';
import { productImageSchema } from './back-office';

/**
 * An uploaded image is ready (the media service wrote its sizes): the catalog adds it to the
 * images a product may name, with its full size's width and height and the original's file name
 * (a product naming it gets that name in `originalFilenames`). Sent with the uploader's staff
 * identity; the same image again changes nothing.
 */
export const RecordUploadedImage = defineRequest({
  subject: 'catalog.record-uploaded-image.v1',
  request: z
    .object({
      url: productImageSchema,
      width: z.number().int().positive().max(100_000),
      height: z.number().int().positive().max(100_000),
      originalFilename: originalFilenameSchema,
    })
    .strict(),
  reply: z.object({ url: z.string(), width: z.number().int().positive(), height: z.number().int().positive(), originalFilename: z.string().nullable() }),
});
