import { Controller, Res } from '@nestjs/common';
import { adminInvoicesApi, GetGstReportPage, GetTaxDocumentForStaff, ListTaxDocumentsForStaff, type RequestOf, type RouteInput } from '@shop/contracts';
import { RequestClient, type RequestContext } from '@shop/messaging';
import type { FastifyReply } from 'fastify';
import { csvDownloadHeaders, PagedCsvStream } from '../../common/paged-csv.stream';
import { Context } from '../../common/request-context';
import { Input, Route } from '../../common/route.decorator';
import { sendPdf } from '../../orders/invoices.controller';

/** The back office's invoices and credit notes, and the monthly GST report: forwarded to the order service, which checks the role again. */
@Controller()
export class AdminInvoicesController {
  constructor(private readonly client: RequestClient) {}

  @Route(adminInvoicesApi.orderTaxDocuments)
  list(@Input() { params }: RouteInput<typeof adminInvoicesApi.orderTaxDocuments>, @Context() ctx: RequestContext) {
    return this.client.request(ListTaxDocumentsForStaff, { orderNumber: params.orderNumber }, ctx);
  }

  @Route(adminInvoicesApi.orderTaxDocument)
  async document(@Input() { params }: RouteInput<typeof adminInvoicesApi.orderTaxDocument>, @Context() ctx: RequestContext, @Res() reply: FastifyReply) {
    sendPdf(reply, await this.client.request(GetTaxDocumentForStaff, { orderNumber: params.orderNumber, document: params.document }, ctx));
  }

  /** Streamed page after page; the first page is asked for before the headers go out, so a refusal is still a clean 4xx. */
  @Route(adminInvoicesApi.gstReport)
  async gstReport(@Input() { query }: RouteInput<typeof adminInvoicesApi.gstReport>, @Context() ctx: RequestContext, @Res() reply: FastifyReply) {
    type Cursor = RequestOf<typeof GetGstReportPage>['cursor'];
    const page = (cursor?: Cursor) => this.client.request(GetGstReportPage, { ...query, cursor }, ctx);
    const first = await page();
    let served = false;
    const stream = new PagedCsvStream<NonNullable<Cursor>>((cursor) => {
      if (!served) {
        served = true;
        return Promise.resolve(first);
      }
      return page(cursor);
    });
    void reply.headers(csvDownloadHeaders(`gst-report-${query.month}${query.view === 'summary' ? '-summary' : ''}`)).send(stream);
  }
}
