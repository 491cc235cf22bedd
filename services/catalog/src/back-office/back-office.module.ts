import { Module } from '@nestjs/common';
import { OutboxModule } from '@shop/messaging';
import { ProductEditor } from './product-editor.service';
import { ProductExportService } from './product-export.service';
import { ProductImportService } from './product-import.service';
import { ProductRules } from './product-rules';
import { ProductsForStaffHandler } from './products-for-staff.handler';
import { ProductsForStaffService } from './products-for-staff.service';
import { UploadedImagesHandler } from './uploaded-images.handler';
import { UploadedImagesService } from './uploaded-images.service';

/** The back office's products (issue 18): the staff list and editing, straight on Postgres; uploaded images as the media service reports them. */
@Module({
  imports: [OutboxModule],
  controllers: [ProductsForStaffHandler, UploadedImagesHandler],
  providers: [ProductsForStaffService, ProductEditor, ProductRules, UploadedImagesService, ProductExportService, ProductImportService],
})
export class BackOfficeModule {}
