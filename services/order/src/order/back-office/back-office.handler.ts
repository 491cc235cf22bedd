import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import {
  ActOnOrder,
  AddOrderNote,
  BulkActOnOrders,
  ExportOrdersPage,
  GetOrderDashboard,
  GetOrderForStaff,
  GetPackingSlip,
  ImportShipments,
  ListOrdersForStaff,
  type ParsedRequestOf,
} from '@shop/contracts';
import { HandleRequest, type RequestContext } from '@shop/messaging';
import { OrderActionsService } from './order-actions.service';
import { OrderQueriesService } from './order-queries.service';
import { PackingSlipService } from './packing-slip.service';

/** The orders back office's requests; each service method checks the staff member's permission itself. */
@Controller()
export class BackOfficeHandler {
  constructor(
    private readonly queries: OrderQueriesService,
    private readonly actions: OrderActionsService,
    private readonly slips: PackingSlipService,
  ) {}

  @HandleRequest(GetOrderDashboard)
  dashboard(@Payload() _request: ParsedRequestOf<typeof GetOrderDashboard>, @Ctx() ctx: RequestContext) {
    return this.queries.dashboard(ctx);
  }

  @HandleRequest(ListOrdersForStaff)
  list(@Payload() query: ParsedRequestOf<typeof ListOrdersForStaff>, @Ctx() ctx: RequestContext) {
    return this.queries.list(ctx, query);
  }

  @HandleRequest(GetOrderForStaff)
  get(@Payload() request: ParsedRequestOf<typeof GetOrderForStaff>, @Ctx() ctx: RequestContext) {
    return this.queries.detail(ctx, request.orderNumber);
  }

  @HandleRequest(ExportOrdersPage)
  exportPage(@Payload() request: ParsedRequestOf<typeof ExportOrdersPage>, @Ctx() ctx: RequestContext) {
    return this.queries.exportPage(ctx, request);
  }

  @HandleRequest(ActOnOrder)
  act(@Payload() request: ParsedRequestOf<typeof ActOnOrder>, @Ctx() ctx: RequestContext) {
    return this.actions.act(ctx, request.orderNumber, request.version, request.input);
  }

  @HandleRequest(BulkActOnOrders)
  bulk(@Payload() request: ParsedRequestOf<typeof BulkActOnOrders>, @Ctx() ctx: RequestContext) {
    return this.actions.bulk(ctx, request);
  }

  @HandleRequest(AddOrderNote)
  note(@Payload() request: ParsedRequestOf<typeof AddOrderNote>, @Ctx() ctx: RequestContext) {
    return this.actions.addNote(ctx, request.orderNumber, request.text);
  }

  @HandleRequest(ImportShipments)
  importShipments(@Payload() request: ParsedRequestOf<typeof ImportShipments>, @Ctx() ctx: RequestContext) {
    return this.actions.importShipments(ctx, request.csv);
  }

  @HandleRequest(GetPackingSlip)
  packingSlip(@Payload() request: ParsedRequestOf<typeof GetPackingSlip>, @Ctx() ctx: RequestContext) {
    return this.slips.packingSlip(ctx, request.orderNumber);
  }
}
