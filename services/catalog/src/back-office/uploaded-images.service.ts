import { Injectable } from '@nestjs/common';
import type { ParsedRequestOf, RecordUploadedImage, ReplyOf } from '@shop/contracts';
import { OutboxRelayRunner, recordStaffAction, staffMay, type RequestContext } from '@shop/messaging';

type UploadedImage = ReplyOf<typeof RecordUploadedImage>;

/**
 * The images staff upload, as the media service reports them once their sizes are written: added
 * to `product_images` (so a product may name them) with the uploader's action in the audit log,
 * in one transaction. Content-addressed URLs never change meaning, so an image recorded again
 * (a retried job, the same file uploaded twice) changes nothing and is not logged twice.
 */
@Injectable()
export class UploadedImagesService {
  constructor(private readonly outbox: OutboxRelayRunner) {}

  async record(ctx: RequestContext, image: ParsedRequestOf<typeof RecordUploadedImage>): Promise<UploadedImage> {
    staffMay(ctx, 'catalogue.edit');
    return this.outbox.transaction(ctx, async (tx) => {
      const inserted = (await tx.manager.query(
        `INSERT INTO product_images (url, width, height, original_filename) VALUES ($1, $2, $3, $4)
         ON CONFLICT (url) DO NOTHING
         RETURNING url, width, height, original_filename AS "originalFilename"`,
        [image.url, image.width, image.height, image.originalFilename],
      )) as UploadedImage[];
      if (inserted.length === 0) {
        const [existing] = (await tx.manager.query(`SELECT url, width, height, original_filename AS "originalFilename" FROM product_images WHERE url = $1`, [image.url])) as UploadedImage[];
        return existing;
      }
      await recordStaffAction(tx, ctx, {
        action: 'image.upload',
        entity: 'image',
        entityId: image.url.slice(0, 100),
        summary: `Uploaded ${image.originalFilename} (${image.width}×${image.height})`,
        before: null,
        after: { url: image.url, width: image.width, height: image.height, originalFilename: image.originalFilename },
      });
      return inserted[0];
    });
  }
}
