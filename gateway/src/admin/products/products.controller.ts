import { Controller, Inject, Req, Res } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import {
  adminProductsApi,
  CreateProduct,
  DuplicateProduct,
  ExportProductsPage,
  GetProductForStaff,
  ListProductsForStaff,
  SetProductArchived,
  UpdateProduct,
  type RequestOf,
  type RouteInput,
} from '@shop/contracts';
import { RequestClient, type RequestContext } from '@shop/messaging';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MULTIPART_ROUTE } from '../../common/multipart-body';
import { csvDownloadHeaders, PagedCsvStream } from '../../common/paged-csv.stream';
import { Context } from '../../common/request-context';
import { Input, Route } from '../../common/route.decorator';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../config';
import { ProductCsvImport } from './product-csv-import';

/** The back office's products: forwarded to the catalog, which checks the staff member's role again. The CSV export and import are files. */
@Controller()
export class AdminProductsController {
  private readonly csvImport: ProductCsvImport;

  constructor(
    private readonly client: RequestClient,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.csvImport = new ProductCsvImport(client, config.PRODUCT_IMPORT_MAX_BYTES);
  }

  /** Streamed page after page (by id) as the catalog reads them: memory stays flat however many products match. */
  @Route(adminProductsApi.exportProducts)
  export(@Input() { query }: RouteInput<typeof adminProductsApi.exportProducts>, @Context() ctx: RequestContext, @Res() reply: FastifyReply) {
    void reply.headers(csvDownloadHeaders('products')).send(new PagedCsvStream((cursor?: RequestOf<typeof ExportProductsPage>['cursor']) => this.client.request(ExportProductsPage, { ...query, cursor }, ctx)));
  }

  @Route(adminProductsApi.importProducts)
  @RouteConfig(MULTIPART_ROUTE)
  import(@Input() { query }: RouteInput<typeof adminProductsApi.importProducts>, @Req() request: FastifyRequest, @Context() ctx: RequestContext) {
    return this.csvImport.receive(ctx, request, query.dryRun);
  }

  @Route(adminProductsApi.listProducts)
  list(@Input() { query }: RouteInput<typeof adminProductsApi.listProducts>, @Context() ctx: RequestContext) {
    return this.client.request(ListProductsForStaff, query, ctx);
  }

  @Route(adminProductsApi.getProduct)
  get(@Input() { params }: RouteInput<typeof adminProductsApi.getProduct>, @Context() ctx: RequestContext) {
    return this.client.request(GetProductForStaff, { id: params.id }, ctx);
  }

  @Route(adminProductsApi.createProduct)
  create(@Input() { body }: RouteInput<typeof adminProductsApi.createProduct>, @Context() ctx: RequestContext) {
    return this.client.request(CreateProduct, { fields: body }, ctx);
  }

  @Route(adminProductsApi.updateProduct)
  update(@Input() { params, body }: RouteInput<typeof adminProductsApi.updateProduct>, @Context() ctx: RequestContext) {
    const { version, ...changes } = body;
    return this.client.request(UpdateProduct, { id: params.id, version, changes }, ctx);
  }

  @Route(adminProductsApi.duplicateProduct)
  duplicate(@Input() { params, body }: RouteInput<typeof adminProductsApi.duplicateProduct>, @Context() ctx: RequestContext) {
    return this.client.request(DuplicateProduct, { id: params.id, ...body }, ctx);
  }

  @Route(adminProductsApi.archiveProduct)
  archive(@Input() { params, body }: RouteInput<typeof adminProductsApi.archiveProduct>, @Context() ctx: RequestContext) {
    return this.client.request(SetProductArchived, { id: params.id, version: body.version, archived: true }, ctx);
  }

  @Route(adminProductsApi.restoreProduct)
  restore(@Input() { params, body }: RouteInput<typeof adminProductsApi.restoreProduct>, @Context() ctx: RequestContext) {
    return this.client.request(SetProductArchived, { id: params.id, version: body.version, archived: false }, ctx);
  }
}
