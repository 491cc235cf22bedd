import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { GetDesignerForStaff, ListDesignersForStaff, ReviewDesigner, type ParsedRequestOf } from '@shop/contracts';
import { HandleRequest, type RequestContext } from '@shop/messaging';
import { StaffDesignersService } from './staff-designers.service';

@Controller()
export class StaffDesignersHandler {
  constructor(private readonly designers: StaffDesignersService) {}

  @HandleRequest(ListDesignersForStaff)
  list(@Payload() request: ParsedRequestOf<typeof ListDesignersForStaff>, @Ctx() ctx: RequestContext) {
    return this.designers.list(ctx, request);
  }

  @HandleRequest(GetDesignerForStaff)
  get(@Payload() request: ParsedRequestOf<typeof GetDesignerForStaff>, @Ctx() ctx: RequestContext) {
    return this.designers.get(ctx, request.id);
  }

  @HandleRequest(ReviewDesigner)
  review(@Payload() request: ParsedRequestOf<typeof ReviewDesigner>, @Ctx() ctx: RequestContext) {
    return this.designers.review(ctx, request);
  }
}
