import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { ListAuditEntries, ReadAuditPage, StaffActionRecorded, type ParsedRequestOf, type PayloadOf } from '@shop/contracts';
import { HandleEvent, HandleRequest, type RequestContext } from '@shop/messaging';
import { AuditLog } from './audit-log';

@Controller()
export class AuditHandler {
  constructor(private readonly audit: AuditLog) {}

  @HandleRequest(ListAuditEntries)
  list(@Payload() query: ParsedRequestOf<typeof ListAuditEntries>, @Ctx() ctx: RequestContext) {
    return this.audit.list(ctx, query);
  }

  @HandleRequest(ReadAuditPage)
  exportPage(@Payload() request: ParsedRequestOf<typeof ReadAuditPage>, @Ctx() ctx: RequestContext) {
    return this.audit.exportPage(ctx, request);
  }

  /** Every service's staff actions, from their outboxes; a redelivered event is recorded once (its event id). */
  @HandleEvent(StaffActionRecorded, { durable: 'customer-audit-log' })
  async staffActionRecorded(event: PayloadOf<typeof StaffActionRecorded>, _ctx: RequestContext): Promise<void> {
    await this.audit.record({
      eventId: event.eventId,
      at: event.occurredAt,
      staff: event.staff,
      action: event.action,
      entity: event.entity,
      entityId: event.entityId,
      summary: event.summary,
      before: event.before,
      after: event.after,
      correlationId: event.correlationId,
    });
  }
}
