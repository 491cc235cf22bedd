import type { adminAuditApi, QueryOf } from '@shop/contracts';
import { BACK_OFFICE_MAX_PAGE } from '@shop/contracts/src/order/back-office-constants';

/** The audit log's view, all in the URL like the order list's. */
export interface AuditView {
  staffId?: number;
  /** `order`, `staff`, … and optionally one entity of that kind. */
  entity?: string;
  entityId?: string;
  /** India's calendar days, both included. */
  from?: string;
  to?: string;
  page: number;
}

export const AUDIT_ENTRIES_PER_PAGE = 50;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ENTITY = /^[a-z-]{1,40}$/;

function day(value: string | null): string | undefined {
  return value !== null && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
}

/** The view a URL asks for; what the server would refuse (a malformed id or day) is left out. */
export function readAuditView(search: URLSearchParams): AuditView {
  const staffId = Number(search.get('staffId'));
  const page = Number(search.get('page'));
  const entity = search.get('entity')?.trim().toLowerCase();
  const entityId = search.get('entityId')?.trim().slice(0, 100);
  let from = day(search.get('from'));
  const to = day(search.get('to'));
  // The server refuses a range that ends before it starts; the later bound wins.
  if (from && to && from > to) from = undefined;
  return {
    staffId: Number.isInteger(staffId) && staffId > 0 && staffId <= 2_147_483_647 ? staffId : undefined,
    entity: entity && ENTITY.test(entity) ? entity : undefined,
    entityId: entityId ? entityId : undefined,
    from,
    to,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, BACK_OFFICE_MAX_PAGE) : 1,
  };
}

/** The filters alone, as the CSV export takes them. */
export function auditFilterParams(view: AuditView): URLSearchParams {
  const search = new URLSearchParams();
  if (view.staffId) search.set('staffId', String(view.staffId));
  if (view.entity) search.set('entity', view.entity);
  if (view.entityId) search.set('entityId', view.entityId);
  if (view.from) search.set('from', view.from);
  if (view.to) search.set('to', view.to);
  return search;
}

export function writeAuditView(view: AuditView): URLSearchParams {
  const search = auditFilterParams(view);
  if (view.page > 1) search.set('page', String(view.page));
  return search;
}

/** A changed filter starts again from the first page. */
export function withAuditFilter(view: AuditView, change: Partial<Omit<AuditView, 'page'>>): AuditView {
  return { ...view, ...change, page: 1 };
}

/** What `GET /api/admin/audit` is asked for a view. */
export type AuditQuery = Omit<QueryOf<typeof adminAuditApi.listAudit>, 'staffId' | 'page' | 'limit'> & { staffId?: number; page: number; limit: number };

/** The list request for a view. */
export function auditQueryOf({ staffId, entity, entityId, from, to, page }: AuditView): AuditQuery {
  return { staffId, entity, entityId, from, to, page, limit: AUDIT_ENTRIES_PER_PAGE };
}
