import { Controller } from '@nestjs/common';
import { adminDesignersApi, GetDesignerForStaff, ListDesignersForStaff, ReviewDesigner, type RouteInput } from '@shop/contracts';
import { RequestClient, type RequestContext } from '@shop/messaging';
import { Context } from '../../common/request-context';
import { Input, Route } from '../../common/route.decorator';

/** The trade programme in the back office: forwarded to the trade service, which checks the role again and records each decision in the audit log. */
@Controller()
export class AdminDesignersController {
  constructor(private readonly client: RequestClient) {}

  @Route(adminDesignersApi.listDesigners)
  list(@Input() { query }: RouteInput<typeof adminDesignersApi.listDesigners>, @Context() ctx: RequestContext) {
    return this.client.request(ListDesignersForStaff, query, ctx);
  }

  @Route(adminDesignersApi.getDesigner)
  get(@Input() { params }: RouteInput<typeof adminDesignersApi.getDesigner>, @Context() ctx: RequestContext) {
    return this.client.request(GetDesignerForStaff, { id: params.id }, ctx);
  }

  @Route(adminDesignersApi.reviewDesigner)
  review(@Input() { params, body }: RouteInput<typeof adminDesignersApi.reviewDesigner>, @Context() ctx: RequestContext) {
    return this.client.request(ReviewDesigner, { id: params.id, ...body }, ctx);
  }
}
