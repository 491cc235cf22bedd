import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { CreateProduct, DuplicateProduct, ExportProductsPage, GetProductForStaff, ImportProducts, ListProductsForStaff, SetProductArchived, UpdateProduct, type ParsedRequestOf } from '@shop/contracts';
import { HandleRequest, type RequestContext } from '@shop/messaging';
import { ProductEditor } from './product-editor.service';
import { ProductExportService } from './product-export.service';
import { ProductImportService } from './product-import.service';
import { ProductsForStaffService } from './products-for-staff.service';

@Controller()
export class ProductsForStaffHandler {
  constructor(
    private readonly products: ProductsForStaffService,
    private readonly editor: ProductEditor,
    private readonly exporter: ProductExportService,
    private readonly importer: ProductImportService,
  ) {}

  @HandleRequest(ExportProductsPage)
  exportPage(@Payload() request: ParsedRequestOf<typeof ExportProductsPage>, @Ctx() ctx: RequestContext) {
    return this.exporter.page(ctx, request);
  }

  @HandleRequest(ImportProducts)
  importBatch(@Payload() request: ParsedRequestOf<typeof ImportProducts>, @Ctx() ctx: RequestContext) {
    return this.importer.importBatch(ctx, request);
  }

  @HandleRequest(ListProductsForStaff)
  list(@Payload() query: ParsedRequestOf<typeof ListProductsForStaff>, @Ctx() ctx: RequestContext) {
    return this.products.list(ctx, query);
  }

  @HandleRequest(GetProductForStaff)
  get(@Payload() request: ParsedRequestOf<typeof GetProductForStaff>, @Ctx() ctx: RequestContext) {
    return this.products.get(ctx, request.id);
  }

  @HandleRequest(CreateProduct)
  create(@Payload() request: ParsedRequestOf<typeof CreateProduct>, @Ctx() ctx: RequestContext) {
    return this.editor.create(ctx, request.fields);
  }

  @HandleRequest(UpdateProduct)
  update(@Payload() request: ParsedRequestOf<typeof UpdateProduct>, @Ctx() ctx: RequestContext) {
    return this.editor.update(ctx, request.id, request.version, request.changes);
  }

  @HandleRequest(DuplicateProduct)
  duplicate(@Payload() request: ParsedRequestOf<typeof DuplicateProduct>, @Ctx() ctx: RequestContext) {
    return this.editor.duplicate(ctx, request.id, { title: request.title, uniqueProduct: request.uniqueProduct });
  }

  @HandleRequest(SetProductArchived)
  setArchived(@Payload() request: ParsedRequestOf<typeof SetProductArchived>, @Ctx() ctx: RequestContext) {
    return this.editor.setArchived(ctx, request.id, request.version, request.archived);
  }
}
