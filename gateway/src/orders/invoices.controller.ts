import { Controller, Res, UseGuards } from '@nestjs/common';
import { GetTaxDocument, invoicesApi, ListTaxDocuments, type RouteInput } from '@shop/contracts';
import { RequestClient, type RequestContext } from '@shop/messaging';
import type { FastifyReply } from 'fastify';
import { SignedIn } from '../auth/signed-in.guard';
import { RateLimited, RateLimitGuard } from '../common/rate-limit.guard';
import { Context } from '../common/request-context';
import { Input, Route } from '../common/route.decorator';

/** A stored PDF as a download: the bytes rendered when the document was issued. */
export function sendPdf(reply: FastifyReply, file: { fileName: string; pdfBase64: string }): void {
  void reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(file.pdfBase64, 'base64'));
}

/**
 * The shopper's tax invoices and credit notes: from the tracking page with the email it was
 * placed with (the same check and the same rate limit as tracking), or for the signed-in shopper.
 */
@Controller()
@UseGuards(RateLimitGuard)
export class InvoicesController {
  constructor(private readonly client: RequestClient) {}

  @Route(invoicesApi.trackedTaxDocuments)
  @RateLimited('tracking')
  tracked(@Input() { params, query }: RouteInput<typeof invoicesApi.trackedTaxDocuments>, @Context() ctx: RequestContext) {
    return this.client.request(ListTaxDocuments, { orderNumber: params.orderNumber, email: query.email }, ctx);
  }

  @Route(invoicesApi.trackedTaxDocument)
  @RateLimited('tracking')
  async trackedDocument(@Input() { params, query }: RouteInput<typeof invoicesApi.trackedTaxDocument>, @Context() ctx: RequestContext, @Res() reply: FastifyReply) {
    sendPdf(reply, await this.client.request(GetTaxDocument, { orderNumber: params.orderNumber, document: params.document, email: query.email }, ctx));
  }

  @Route(invoicesApi.myTaxDocuments)
  @UseGuards(SignedIn)
  mine(@Input() { params }: RouteInput<typeof invoicesApi.myTaxDocuments>, @Context() ctx: RequestContext) {
    return this.client.request(ListTaxDocuments, { orderNumber: params.orderNumber }, ctx);
  }

  @Route(invoicesApi.myTaxDocument)
  @UseGuards(SignedIn)
  async myDocument(@Input() { params }: RouteInput<typeof invoicesApi.myTaxDocument>, @Context() ctx: RequestContext, @Res() reply: FastifyReply) {
    sendPdf(reply, await this.client.request(GetTaxDocument, { orderNumber: params.orderNumber, document: params.document }, ctx));
  }
}
