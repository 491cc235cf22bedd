import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { GetDesignerDashboard, type ParsedRequestOf } from '@shop/contracts';
import { HandleRequest, type RequestContext } from '@shop/messaging';
import { DashboardService } from './dashboard.service';

@Controller()
export class DashboardHandler {
  constructor(private readonly dashboard: DashboardService) {}

  @HandleRequest(GetDesignerDashboard)
  get(@Payload() _request: ParsedRequestOf<typeof GetDesignerDashboard>, @Ctx() ctx: RequestContext) {
    return this.dashboard.dashboard(ctx);
  }
}
