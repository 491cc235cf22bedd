import { Controller, Res, UseGuards } from '@nestjs/common';
import {
  CloseProject,
  CreateProject,
  CreateQuote,
  designerPortalApi,
  GetDesignerDashboard,
  GetProject,
  GetQuote,
  GetQuotePdf,
  ListProjects,
  ListQuotes,
  ReviseQuote,
  SendQuote,
  UpdateProject,
  UpdateQuote,
  WithdrawQuote,
  type RouteInput,
} from '@shop/contracts';
import { RequestClient, type RequestContext } from '@shop/messaging';
import type { FastifyReply } from 'fastify';
import { Context } from '../common/request-context';
import { Input, Route } from '../common/route.decorator';
import { DesignerSignedIn } from './designer-signed-in.guard';

/**
 * The signed-in designer's projects, quotes and dashboard: forwarded to the trade service, which
 * answers only an approved designer whose session is still good, and only with their own rows.
 */
@Controller()
@UseGuards(DesignerSignedIn)
export class DesignerPortalController {
  constructor(private readonly client: RequestClient) {}

  @Route(designerPortalApi.dashboard)
  dashboard(@Context() ctx: RequestContext) {
    return this.client.request(GetDesignerDashboard, {}, ctx);
  }

  @Route(designerPortalApi.listProjects)
  projects(@Input() { query }: RouteInput<typeof designerPortalApi.listProjects>, @Context() ctx: RequestContext) {
    return this.client.request(ListProjects, query, ctx);
  }

  @Route(designerPortalApi.createProject)
  createProject(@Input() { body }: RouteInput<typeof designerPortalApi.createProject>, @Context() ctx: RequestContext) {
    return this.client.request(CreateProject, { fields: body }, ctx);
  }

  @Route(designerPortalApi.getProject)
  project(@Input() { params }: RouteInput<typeof designerPortalApi.getProject>, @Context() ctx: RequestContext) {
    return this.client.request(GetProject, { id: params.id }, ctx);
  }

  @Route(designerPortalApi.updateProject)
  updateProject(@Input() { params, body }: RouteInput<typeof designerPortalApi.updateProject>, @Context() ctx: RequestContext) {
    return this.client.request(UpdateProject, { id: params.id, version: body.version, fields: body.fields }, ctx);
  }

  @Route(designerPortalApi.closeProject)
  closeProject(@Input() { params, body }: RouteInput<typeof designerPortalApi.closeProject>, @Context() ctx: RequestContext) {
    return this.client.request(CloseProject, { id: params.id, version: body.version, status: body.status }, ctx);
  }

  @Route(designerPortalApi.listQuotes)
  quotes(@Input() { query }: RouteInput<typeof designerPortalApi.listQuotes>, @Context() ctx: RequestContext) {
    return this.client.request(ListQuotes, query, ctx);
  }

  @Route(designerPortalApi.createQuote)
  createQuote(@Input() { body }: RouteInput<typeof designerPortalApi.createQuote>, @Context() ctx: RequestContext) {
    return this.client.request(CreateQuote, { fields: body }, ctx);
  }

  @Route(designerPortalApi.getQuote)
  quote(@Input() { params }: RouteInput<typeof designerPortalApi.getQuote>, @Context() ctx: RequestContext) {
    return this.client.request(GetQuote, { id: params.id }, ctx);
  }

  @Route(designerPortalApi.updateQuote)
  updateQuote(@Input() { params, body }: RouteInput<typeof designerPortalApi.updateQuote>, @Context() ctx: RequestContext) {
    return this.client.request(UpdateQuote, { id: params.id, version: body.version, fields: body.fields }, ctx);
  }

  @Route(designerPortalApi.sendQuote)
  send(@Input() { params, body }: RouteInput<typeof designerPortalApi.sendQuote>, @Context() ctx: RequestContext) {
    return this.client.request(SendQuote, { id: params.id, version: body.version }, ctx);
  }

  @Route(designerPortalApi.withdrawQuote)
  withdraw(@Input() { params, body }: RouteInput<typeof designerPortalApi.withdrawQuote>, @Context() ctx: RequestContext) {
    return this.client.request(WithdrawQuote, { id: params.id, version: body.version }, ctx);
  }

  @Route(designerPortalApi.reviseQuote)
  revise(@Input() { params }: RouteInput<typeof designerPortalApi.reviseQuote>, @Context() ctx: RequestContext) {
    return this.client.request(ReviseQuote, { id: params.id }, ctx);
  }

  @Route(designerPortalApi.quotePdf)
  async pdf(@Input() { params }: RouteInput<typeof designerPortalApi.quotePdf>, @Context() ctx: RequestContext, @Res() reply: FastifyReply) {
    const { fileName, pdfBase64 } = await this.client.request(GetQuotePdf, { id: params.id }, ctx);
    void reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `inline; filename="${fileName}"`)
      .header('Cache-Control', 'no-store')
      .send(Buffer.from(pdfBase64, 'base64'));
  }
}
