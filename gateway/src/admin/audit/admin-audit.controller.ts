import { Controller, Res } from '@nestjs/common';
import { adminAuditApi, ListAuditEntries, ReadAuditPage, type RequestOf, type RouteInput } from '@shop/contracts';
import { RequestClient, type RequestContext } from '@shop/messaging';
import type { FastifyReply } from 'fastify';
import { Context } from '../../common/request-context';
import { Input, Route } from '../../common/route.decorator';
import { csvDownloadHeaders, PagedCsvStream } from '../../common/paged-csv.stream';

/** The audit log, read-only: the customer service keeps it and checks the reader's role again. */
@Controller()
export class AdminAuditController {
  constructor(private readonly client: RequestClient) {}

  @Route(adminAuditApi.listAudit)
  list(@Input() { query }: RouteInput<typeof adminAuditApi.listAudit>, @Context() ctx: RequestContext) {
    return this.client.request(ListAuditEntries, query, ctx);
  }

  @Route(adminAuditApi.exportAudit)
  export(@Input() { query }: RouteInput<typeof adminAuditApi.exportAudit>, @Context() ctx: RequestContext, @Res() reply: FastifyReply) {
    void reply.headers(csvDownloadHeaders('audit-log')).send(new PagedCsvStream((cursor?: RequestOf<typeof ReadAuditPage>['cursor']) => this.client.request(ReadAuditPage, { ...query, cursor }, ctx)));
  }
}
