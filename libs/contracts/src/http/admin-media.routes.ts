import { z } from 'zod';
import { uploadedImageIdSchema, uploadedImageSchema } from '../media/uploaded-image';
import { defineRoute } from './route';

const TAG = 'back office: images';
const STAFF_ONLY = { 401: 'No staff member is signed in', 403: "The staff member's role may not edit the catalogue, or the request came from another site" } as const;

/** The back office's image uploads (issue 18): every route needs 'catalogue.edit'. */
export const adminMediaApi = {
  uploadImages: defineRoute({
    method: 'POST',
    path: '/api/admin/media',
    tag: TAG,
    summary: 'Uploads one or several images (multipart/form-data); answers at once, before their sizes are made',
    description: [
      'The body is `multipart/form-data` with one file part per image (any field name; no other fields).',
      'Each file is JPEG, PNG or WebP, recognised by its content (not its name or type), at most',
      'MEDIA_UPLOAD_MAX_BYTES (40 MB by default) and 80 megapixels; at most MEDIA_UPLOAD_MAX_FILES files',
      '(20 by default). Either every file is accepted or none is. Each image is answered with its id (the',
      "sha256 of its content), the URLs its sizes will have and `processing`: the media service strips its",
      'metadata, turns it upright and writes a full size (longest side 2400 px) and 480 and 960 px wide copies',
      'as WebP; then the image is `ready` (GET /api/admin/media/{id}) and a product may name its URL.',
    ].join(' '),
    staff: 'catalogue.edit',
    response: z.array(uploadedImageSchema),
    status: 202,
    errors: {
      ...STAFF_ONLY,
      400: 'No file, a part that is not a file, a truncated or damaged image, or one larger than 80 megapixels',
      413: 'A file larger than the upload limit, or more files than allowed',
      415: 'A file that is not a JPEG, PNG or WebP image (whatever its name says), or a body that is not multipart/form-data',
    },
  }),
  getImage: defineRoute({
    method: 'GET',
    path: '/api/admin/media/:id',
    tag: TAG,
    summary: "An uploaded image's state: processing, ready (with its width and height) or failed (with why)",
    staff: 'catalogue.edit',
    params: z.object({ id: uploadedImageIdSchema }),
    response: uploadedImageSchema,
    errors: { ...STAFF_ONLY, 404: 'No image with this id was uploaded' },
  }),
};
