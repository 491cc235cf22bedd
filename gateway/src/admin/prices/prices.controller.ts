import { BadRequestException, Controller } from '@nestjs/common';
import {
  adminPricesApi,
  CreatePriceOption,
  ListPriceOptions,
  PreviewPriceOptionChange,
  ReorderPriceOptions,
  SetPriceOptionActive,
  UpdatePriceOption,
  UpdatePricingRow,
  type RouteInput,
} from '@shop/contracts';
import { RequestClient, type RequestContext } from '@shop/messaging';
import { Context } from '../../common/request-context';
import { Input, Route } from '../../common/route.decorator';

/** The back office's options and prices: forwarded to pricing, which checks the staff member's role again. */
@Controller()
export class AdminPricesController {
  constructor(private readonly client: RequestClient) {}

  @Route(adminPricesApi.listPriceOptions)
  list(@Context() ctx: RequestContext) {
    return this.client.request(ListPriceOptions, {}, ctx);
  }

  @Route(adminPricesApi.createPriceOption)
  create(@Input() { body }: RouteInput<typeof adminPricesApi.createPriceOption>, @Context() ctx: RequestContext) {
    return this.client.request(CreatePriceOption, body, ctx);
  }

  @Route(adminPricesApi.previewPriceOption)
  preview(@Input() { body }: RouteInput<typeof adminPricesApi.previewPriceOption>, @Context() ctx: RequestContext) {
    return this.client.request(PreviewPriceOptionChange, body, ctx);
  }

  @Route(adminPricesApi.reorderPriceOptions)
  reorder(@Input() { body }: RouteInput<typeof adminPricesApi.reorderPriceOptions>, @Context() ctx: RequestContext) {
    return this.client.request(ReorderPriceOptions, body, ctx);
  }

  @Route(adminPricesApi.updatePriceOption)
  update(@Input() { params, body }: RouteInput<typeof adminPricesApi.updatePriceOption>, @Context() ctx: RequestContext) {
    if (body.fields.kind !== params.kind) throw new BadRequestException(`fields.kind must be ${params.kind}, the kind in the path`);
    return this.client.request(UpdatePriceOption, { id: params.id, version: body.version, fields: body.fields }, ctx);
  }

  @Route(adminPricesApi.setPriceOptionActive)
  setActive(@Input() { params, body }: RouteInput<typeof adminPricesApi.setPriceOptionActive>, @Context() ctx: RequestContext) {
    return this.client.request(SetPriceOptionActive, { kind: params.kind, id: params.id, version: body.version, active: body.active }, ctx);
  }

  @Route(adminPricesApi.updatePricingRow)
  updatePricingRow(@Input() { params, body }: RouteInput<typeof adminPricesApi.updatePricingRow>, @Context() ctx: RequestContext) {
    return this.client.request(UpdatePricingRow, { size: params.size, ...body }, ctx);
  }
}
