import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AuditEntry, AuditFilters, AuditValues, StaffRole } from '@shop/contracts';
import { staffMay, type RequestContext } from '@shop/messaging';
import { DataSource, type EntityManager } from 'typeorm';
import { AUDIT_CSV_HEADER, auditCsvLine } from './audit-csv';

/** What one audit entry records; `eventId` de-duplicates entries that arrive as events. */
export interface AuditRecord {
  eventId?: string;
  at?: string;
  staff: { id: number | null; email: string; name: string | null; role: StaffRole | null };
  action: string;
  entity: string;
  entityId: string;
  summary: string;
  before?: AuditValues;
  after?: AuditValues;
  correlationId: string;
}

interface AuditRow {
  id: string;
  at: Date;
  staff_id: number | null;
  staff_email: string;
  staff_name: string | null;
  staff_role: StaffRole | null;
  action: string;
  entity: string;
  entity_id: string;
  summary: string;
  before: AuditValues;
  after: AuditValues;
  correlation_id: string;
}

const toEntry = (row: AuditRow): AuditEntry => ({
  id: Number(row.id),
  at: row.at.toISOString(),
  staffId: row.staff_id,
  staffEmail: row.staff_email,
  staffName: row.staff_name,
  staffRole: row.staff_role,
  action: row.action,
  entity: row.entity,
  entityId: row.entity_id,
  summary: row.summary,
  before: row.before,
  after: row.after,
  correlationId: row.correlation_id,
});

/** The filters as a WHERE clause with its parameters (numbered from `first`); days are India's. */
function whereOf(filters: AuditFilters, first = 1): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (clause: (n: string) => string, value: unknown) => {
    params.push(value);
    clauses.push(clause(`$${first + params.length - 1}`));
  };
  if (filters.staffId !== undefined) add((n) => `staff_id = ${n}`, filters.staffId);
  if (filters.entity !== undefined) add((n) => `entity = ${n}`, filters.entity);
  if (filters.entityId !== undefined) add((n) => `entity_id = ${n}`, filters.entityId);
  if (filters.from !== undefined) add((n) => `at >= (${n}::date)::timestamp AT TIME ZONE 'Asia/Kolkata'`, filters.from);
  if (filters.to !== undefined) add((n) => `at < (${n}::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'`, filters.to);
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

const COLUMNS = 'id, at, staff_id, staff_email, staff_name, staff_role, action, entity, entity_id, summary, before, after, correlation_id';

/**
 * The audit log: entries are only ever added (the table refuses anything else), by this service
 * for sign-ins and staff management, in the same transaction as what they record, and by the
 * consumer of every service's StaffActionRecorded events.
 */
@Injectable()
export class AuditLog {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Adds an entry (once per event id); inside `manager`'s transaction when given. Times are kept
   * to the millisecond, as they travel (ISO strings), so an export's keyset cursor is exact.
   */
  async record(record: AuditRecord, manager: EntityManager = this.db.manager): Promise<void> {
    await manager.query(
      `INSERT INTO audit_entries (event_id, at, staff_id, staff_email, staff_name, staff_role, action, entity, entity_id, summary, before, after, correlation_id)
       VALUES (COALESCE($1::uuid, gen_random_uuid()), date_trunc('milliseconds', COALESCE($2::timestamptz, now())), $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       ON CONFLICT (event_id) DO NOTHING`,
      [
        record.eventId ?? null,
        record.at ?? null,
        record.staff.id,
        record.staff.email,
        record.staff.name,
        record.staff.role,
        record.action,
        record.entity,
        record.entityId,
        record.summary.slice(0, 500),
        record.before === undefined || record.before === null ? null : JSON.stringify(record.before),
        record.after === undefined || record.after === null ? null : JSON.stringify(record.after),
        record.correlationId,
      ],
    );
  }

  async list(ctx: RequestContext, query: AuditFilters & { page: number; limit: number }): Promise<{ items: AuditEntry[]; total: number }> {
    staffMay(ctx, 'audit.read');
    const where = whereOf(query);
    const n = where.params.length;
    const [rows, [{ total }]] = await Promise.all([
      this.db.query(`SELECT ${COLUMNS} FROM audit_entries ${where.sql} ORDER BY at DESC, id DESC LIMIT $${n + 1} OFFSET $${n + 2}`, [
        ...where.params,
        query.limit,
        (query.page - 1) * query.limit,
      ]) as Promise<AuditRow[]>,
      this.db.query(`SELECT count(*)::int AS total FROM audit_entries ${where.sql}`, where.params) as Promise<Array<{ total: number }>>,
    ]);
    return { items: rows.map(toEntry), total };
  }

  /** One page of the CSV export after `cursor` (keyset: every page costs the same); the header comes with the first. */
  async exportPage(
    ctx: RequestContext,
    request: AuditFilters & { cursor?: { at: string; id: number }; limit: number },
  ): Promise<{ csv: string; next: { at: string; id: number } | null }> {
    staffMay(ctx, 'audit.read');
    const where = whereOf(request);
    const params = [...where.params];
    let sql = where.sql;
    if (request.cursor) {
      params.push(request.cursor.at, request.cursor.id);
      sql += `${sql ? ' AND' : 'WHERE'} (at, id) < ($${params.length - 1}::timestamptz, $${params.length})`;
    }
    params.push(request.limit);
    const rows = (await this.db.query(`SELECT ${COLUMNS} FROM audit_entries ${sql} ORDER BY at DESC, id DESC LIMIT $${params.length}`, params)) as AuditRow[];
    const entries = rows.map(toEntry);
    const csv = (request.cursor ? '' : AUDIT_CSV_HEADER) + entries.map(auditCsvLine).join('');
    const last = entries.at(-1);
    return { csv, next: last && entries.length === request.limit ? { at: last.at, id: last.id } : null };
  }
}
