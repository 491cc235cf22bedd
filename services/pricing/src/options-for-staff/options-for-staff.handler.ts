import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import {
  CreatePriceOption,
  ListPriceOptions,
  PreviewPriceOptionChange,
  ReorderPriceOptions,
  SetPriceOptionActive,
  UpdatePriceOption,
  UpdatePricingRow,
  type ParsedRequestOf,
} from '@shop/contracts';
import { HandleRequest, type RequestContext } from '@shop/messaging';
import { OptionsForStaffService } from './options-for-staff.service';

@Controller()
export class OptionsForStaffHandler {
  constructor(private readonly options: OptionsForStaffService) {}

  @HandleRequest(ListPriceOptions)
  list(@Payload() _request: ParsedRequestOf<typeof ListPriceOptions>, @Ctx() ctx: RequestContext) {
    return this.options.list(ctx);
  }

  @HandleRequest(CreatePriceOption)
  create(@Payload() request: ParsedRequestOf<typeof CreatePriceOption>, @Ctx() ctx: RequestContext) {
    return this.options.create(ctx, request.fields);
  }

  @HandleRequest(UpdatePriceOption)
  update(@Payload() request: ParsedRequestOf<typeof UpdatePriceOption>, @Ctx() ctx: RequestContext) {
    return this.options.update(ctx, request.id, request.version, request.fields);
  }

  @HandleRequest(SetPriceOptionActive)
  setActive(@Payload() request: ParsedRequestOf<typeof SetPriceOptionActive>, @Ctx() ctx: RequestContext) {
    return this.options.setActive(ctx, request.kind, request.id, request.version, request.active);
  }

  @HandleRequest(ReorderPriceOptions)
  reorder(@Payload() request: ParsedRequestOf<typeof ReorderPriceOptions>, @Ctx() ctx: RequestContext) {
    return this.options.reorder(ctx, request);
  }

  @HandleRequest(PreviewPriceOptionChange)
  preview(@Payload() request: ParsedRequestOf<typeof PreviewPriceOptionChange>, @Ctx() ctx: RequestContext) {
    return this.options.preview(ctx, request);
  }

  @HandleRequest(UpdatePricingRow)
  updatePricingRow(@Payload() request: ParsedRequestOf<typeof UpdatePricingRow>, @Ctx() ctx: RequestContext) {
    return this.options.updatePricingRow(ctx, request);
  }
}
