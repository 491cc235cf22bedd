import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import {
  GetGstReportPage,
  GetInvoiceAttachment,
  GetTaxDocument,
  GetTaxDocumentForStaff,
  ListTaxDocuments,
  ListTaxDocumentsForStaff,
  type ParsedRequestOf,
} from '@shop/contracts';
import { HandleRequest, type RequestContext } from '@shop/messaging';
import { GstReportService } from './gst-report.service';
import { InvoicesService } from './invoices.service';

/** Invoices and credit notes: a shopper's by the tracking check (with `email`) or as the order's owner; staff's by role. */
@Controller()
export class InvoicesHandler {
  constructor(
    private readonly invoices: InvoicesService,
    private readonly report: GstReportService,
  ) {}

  @HandleRequest(ListTaxDocuments)
  list(@Payload() request: ParsedRequestOf<typeof ListTaxDocuments>, @Ctx() ctx: RequestContext) {
    return this.invoices.list(ctx, request.orderNumber, request.email === undefined ? { by: 'owner' } : { by: 'tracking', email: request.email });
  }

  @HandleRequest(GetTaxDocument)
  get(@Payload() request: ParsedRequestOf<typeof GetTaxDocument>, @Ctx() ctx: RequestContext) {
    return this.invoices.pdf(ctx, request.orderNumber, request.document, request.email === undefined ? { by: 'owner' } : { by: 'tracking', email: request.email });
  }

  @HandleRequest(ListTaxDocumentsForStaff)
  listForStaff(@Payload() request: ParsedRequestOf<typeof ListTaxDocumentsForStaff>, @Ctx() ctx: RequestContext) {
    return this.invoices.list(ctx, request.orderNumber, { by: 'staff' });
  }

  @HandleRequest(GetTaxDocumentForStaff)
  getForStaff(@Payload() request: ParsedRequestOf<typeof GetTaxDocumentForStaff>, @Ctx() ctx: RequestContext) {
    return this.invoices.pdf(ctx, request.orderNumber, request.document, { by: 'staff' });
  }

  /** Asked by the notification service for the confirmation email: answers a PDF, never who ordered. */
  @HandleRequest(GetInvoiceAttachment)
  attachment(@Payload() request: ParsedRequestOf<typeof GetInvoiceAttachment>, @Ctx() _ctx: RequestContext) {
    return this.invoices.attachment(request.orderId);
  }

  @HandleRequest(GetGstReportPage)
  reportPage(@Payload() request: ParsedRequestOf<typeof GetGstReportPage>, @Ctx() ctx: RequestContext) {
    return this.report.page(ctx, request);
  }
}
