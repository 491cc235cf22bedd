import { Controller, Res } from '@nestjs/common';
import {
  ActOnOrder,
  AddOrderNote,
  adminOrdersApi,
  BulkActOnOrders,
  ExportOrdersPage,
  GetOrderDashboard,
  GetOrderForStaff,
  GetPackingSlip,
  ImportShipments,
  ListOrdersForStaff,
  type OrderActionInput,
  type RequestOf,
  type RouteInput,
} from '@shop/contracts';
import { RequestClient, type RequestContext } from '@shop/messaging';
import type { FastifyReply } from 'fastify';
import { Context } from '../../common/request-context';
import { Input, Route } from '../../common/route.decorator';
import { csvDownloadHeaders, PagedCsvStream } from '../../common/paged-csv.stream';

/**
 * The back office's orders: forwarded to the order service with the staff member in the request
 * context (the service checks their role again). The export and the packing slip are files.
 */
@Controller()
export class AdminOrdersController {
  constructor(private readonly client: RequestClient) {}

  @Route(adminOrdersApi.orderDashboard)
  dashboard(@Context() ctx: RequestContext) {
    return this.client.request(GetOrderDashboard, {}, ctx);
  }

  @Route(adminOrdersApi.listOrders)
  list(@Input() { query }: RouteInput<typeof adminOrdersApi.listOrders>, @Context() ctx: RequestContext) {
    return this.client.request(ListOrdersForStaff, query, ctx);
  }

  /** Streamed page after page as the order service reads them: memory stays flat however many orders match. */
  @Route(adminOrdersApi.exportOrders)
  export(@Input() { query }: RouteInput<typeof adminOrdersApi.exportOrders>, @Context() ctx: RequestContext, @Res() reply: FastifyReply) {
    void reply.headers(csvDownloadHeaders('orders')).send(new PagedCsvStream((cursor?: RequestOf<typeof ExportOrdersPage>['cursor']) => this.client.request(ExportOrdersPage, { ...query, cursor }, ctx)));
  }

  @Route(adminOrdersApi.getOrder)
  get(@Input() { params }: RouteInput<typeof adminOrdersApi.getOrder>, @Context() ctx: RequestContext) {
    return this.client.request(GetOrderForStaff, { orderNumber: params.orderNumber }, ctx);
  }

  @Route(adminOrdersApi.packingSlip)
  async packingSlip(@Input() { params }: RouteInput<typeof adminOrdersApi.packingSlip>, @Context() ctx: RequestContext, @Res() reply: FastifyReply) {
    const slip = await this.client.request(GetPackingSlip, { orderNumber: params.orderNumber }, ctx);
    void reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `inline; filename="${slip.fileName}"`)
      .header('Cache-Control', 'no-store')
      .send(Buffer.from(slip.pdfBase64, 'base64'));
  }

  @Route(adminOrdersApi.confirmOrder)
  confirm(@Input() { params, body }: RouteInput<typeof adminOrdersApi.confirmOrder>, @Context() ctx: RequestContext) {
    return this.act(ctx, params.orderNumber, body.version, { action: 'confirm' });
  }

  @Route(adminOrdersApi.startProcessing)
  startProcessing(@Input() { params, body }: RouteInput<typeof adminOrdersApi.startProcessing>, @Context() ctx: RequestContext) {
    return this.act(ctx, params.orderNumber, body.version, { action: 'start-processing' });
  }

  @Route(adminOrdersApi.shipOrder)
  ship(@Input() { params, body: { version, ...shipment } }: RouteInput<typeof adminOrdersApi.shipOrder>, @Context() ctx: RequestContext) {
    return this.act(ctx, params.orderNumber, version, { action: 'ship', ...shipment });
  }

  @Route(adminOrdersApi.deliverOrder)
  deliver(@Input() { params, body }: RouteInput<typeof adminOrdersApi.deliverOrder>, @Context() ctx: RequestContext) {
    return this.act(ctx, params.orderNumber, body.version, { action: 'deliver' });
  }

  @Route(adminOrdersApi.cancelOrder)
  cancel(@Input() { params, body }: RouteInput<typeof adminOrdersApi.cancelOrder>, @Context() ctx: RequestContext) {
    return this.act(ctx, params.orderNumber, body.version, { action: 'cancel', reason: body.reason });
  }

  @Route(adminOrdersApi.recordCash)
  recordCash(@Input() { params, body }: RouteInput<typeof adminOrdersApi.recordCash>, @Context() ctx: RequestContext) {
    return this.act(ctx, params.orderNumber, body.version, { action: 'record-cash' });
  }

  @Route(adminOrdersApi.refundPhonePe)
  refundPhonePe(@Input() { params, body: { version, ...refund } }: RouteInput<typeof adminOrdersApi.refundPhonePe>, @Context() ctx: RequestContext) {
    return this.act(ctx, params.orderNumber, version, { action: 'refund-phonepe', ...refund });
  }

  @Route(adminOrdersApi.recordCodRefund)
  recordCodRefund(@Input() { params, body: { version, ...refund } }: RouteInput<typeof adminOrdersApi.recordCodRefund>, @Context() ctx: RequestContext) {
    return this.act(ctx, params.orderNumber, version, { action: 'record-cod-refund', ...refund });
  }

  @Route(adminOrdersApi.addNote)
  addNote(@Input() { params, body }: RouteInput<typeof adminOrdersApi.addNote>, @Context() ctx: RequestContext) {
    return this.client.request(AddOrderNote, { orderNumber: params.orderNumber, text: body.text }, ctx);
  }

  @Route(adminOrdersApi.bulkConfirm)
  bulkConfirm(@Input() { body }: RouteInput<typeof adminOrdersApi.bulkConfirm>, @Context() ctx: RequestContext) {
    return this.client.request(BulkActOnOrders, { action: 'confirm', ...body }, ctx);
  }

  @Route(adminOrdersApi.bulkShip)
  bulkShip(@Input() { body }: RouteInput<typeof adminOrdersApi.bulkShip>, @Context() ctx: RequestContext) {
    return this.client.request(BulkActOnOrders, { action: 'ship', ...body }, ctx);
  }

  @Route(adminOrdersApi.importShipments)
  importShipments(@Input() { body }: RouteInput<typeof adminOrdersApi.importShipments>, @Context() ctx: RequestContext) {
    return this.client.request(ImportShipments, body, ctx);
  }

  private act(ctx: RequestContext, orderNumber: string, version: number, input: OrderActionInput) {
    return this.client.request(ActOnOrder, { orderNumber, version, input }, ctx);
  }
}
