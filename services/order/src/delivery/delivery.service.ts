import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  codNotAllowedMessage,
  deliveryZone,
  formatPromiseDay,
  notServiceableMessage,
  promiseDelivery,
  StaffActionRecorded,
  unknownPincodeMessage,
  type AdminPincode,
  type DeliveryPromiseAnswer,
  type ParsedRequestOf,
  type PaymentMethod,
  type PincodeDetails,
  type ListPincodesForStaff,
  type UpdateDeliverySettings,
  type UpdatePincodeServiceability,
} from '@shop/contracts';
import { badRequest, conflict, notFound, OutboxRelayRunner, staffMay, type RequestContext } from '@shop/messaging';
import type { DataSource } from 'typeorm';

interface PincodeRow {
  pincode: string;
  city: string;
  district: string;
  state: string;
  serviceable: boolean;
  cod_allowed: boolean;
  extra_transit_days: number;
  version: number;
  updated_at: Date | null;
}

interface SettingsRow {
  origin_pincode: string;
  holidays: string[];
  version: number;
}

/**
 * How long a replica answers from what it read: a staff change reaches the replica that made it
 * at once and the others within this, while a checkout's look-up, its promise and the order it
 * places ask Postgres once between them.
 */
const CACHE_MS = 30_000;
/** The whole directory fits (19,159 PIN codes, a few MB); past this the oldest reads go. */
const CACHE_LIMIT = 25_000;

/** The holidays as YYYY-MM-DD text, in order: a date read by the driver would become a local midnight. */
const HOLIDAYS_AS_TEXT = `ARRAY(SELECT to_char(day, 'YYYY-MM-DD') FROM unnest(holidays) AS day ORDER BY day)`;

const PINCODE_COLUMNS = `pincode, city, district, state, serviceable, cod_allowed, extra_transit_days, version, updated_at`;

function details(row: PincodeRow): PincodeDetails {
  return {
    pincode: row.pincode,
    city: row.city,
    district: row.district,
    state: row.state,
    serviceable: row.serviceable,
    codAllowed: row.cod_allowed,
    extraTransitDays: row.extra_transit_days,
  };
}

function forStaff(row: PincodeRow): AdminPincode {
  return { ...details(row), version: row.version, updatedAt: row.updated_at ? row.updated_at.toISOString() : null };
}

/**
 * PIN codes, their serviceability and the delivery promise (issue 22). The directory is the
 * `pincodes` table, looked up by its primary key; each answer is kept for CACHE_MS.
 */
@Injectable()
export class DeliveryService {
  private readonly pincodes = new Map<string, { row: PincodeRow | null; at: number }>();
  private settingsRead: { row: SettingsRow; at: number } | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxRelayRunner,
  ) {}

  async lookup(pincode: string): Promise<PincodeDetails> {
    const row = await this.row(pincode);
    if (!row) throw notFound(unknownPincodeMessage(pincode));
    return details(row);
  }

  async promise(pincode: string, placedAt = new Date()): Promise<DeliveryPromiseAnswer> {
    const row = await this.row(pincode);
    if (!row) throw notFound(unknownPincodeMessage(pincode));
    return this.promiseFor(row, placedAt);
  }

  /**
   * Checkout's questions about an order's address, asked before it is stored: a PIN code of the
   * directory, delivered to, with cash on delivery when that is how it is paid. Answers the day
   * the order is promised by.
   */
  async checkOrderAddress(pincode: string, paymentMethod: PaymentMethod, placedAt = new Date()): Promise<string> {
    const row = await this.row(pincode);
    if (!row) throw badRequest(unknownPincodeMessage(pincode));
    if (!row.serviceable) throw badRequest(notServiceableMessage(pincode));
    if (paymentMethod === 'cod' && !row.cod_allowed) throw badRequest(codNotAllowedMessage(pincode));
    const { deliveredBy } = await this.promiseFor(row, placedAt);
    return deliveredBy!;
  }

  async listForStaff(ctx: RequestContext, query: ParsedRequestOf<typeof ListPincodesForStaff>): Promise<{ items: AdminPincode[]; total: number }> {
    staffMay(ctx, 'orders.read');
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.q) {
      params.push(/^[0-9]+$/.test(query.q) ? `${query.q}%` : `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(/^[0-9]+$/.test(query.q) ? `pincode LIKE $${params.length}` : `(city ILIKE $${params.length} OR district ILIKE $${params.length})`);
    }
    if (query.state) {
      params.push(query.state);
      where.push(`lower(state) = lower($${params.length})`);
    }
    if (query.restricted !== undefined) {
      const restricted = `(NOT serviceable OR NOT cod_allowed OR extra_transit_days > 0)`;
      where.push(query.restricted ? restricted : `NOT ${restricted}`);
    }
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ total }] = (await this.dataSource.query(`SELECT count(*)::int AS total FROM pincodes ${filter}`, params)) as { total: number }[];
    const rows = (await this.dataSource.query(
      `SELECT ${PINCODE_COLUMNS} FROM pincodes ${filter} ORDER BY pincode LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.limit, (query.page - 1) * query.limit],
    )) as PincodeRow[];
    return { items: rows.map(forStaff), total };
  }

  async updateServiceability(ctx: RequestContext, request: ParsedRequestOf<typeof UpdatePincodeServiceability>): Promise<AdminPincode> {
    const staff = staffMay(ctx, 'settings.edit');
    const { pincode, change } = request;
    const updated = await this.outbox.transaction(ctx, async (tx) => {
      const [before] = (await tx.manager.query(`SELECT ${PINCODE_COLUMNS} FROM pincodes WHERE pincode = $1 FOR UPDATE`, [pincode])) as PincodeRow[];
      if (!before) throw notFound(unknownPincodeMessage(pincode));
      if (before.version !== change.version) throw conflict(`PIN code ${pincode} was changed by someone else: reload it`);
      const [[after]] = (await tx.manager.query(
        `UPDATE pincodes SET serviceable = $2, cod_allowed = $3, extra_transit_days = $4, version = version + 1, updated_at = now()
         WHERE pincode = $1 RETURNING ${PINCODE_COLUMNS}`,
        [pincode, change.serviceable, change.codAllowed, change.extraTransitDays],
      )) as [PincodeRow[], number];
      const values = (row: PincodeRow) => ({ serviceable: row.serviceable, codAllowed: row.cod_allowed, extraTransitDays: row.extra_transit_days });
      await tx.emit(StaffActionRecorded, {
        staff: { id: staff.id, email: staff.email, name: staff.name, role: staff.role },
        action: 'pincode.update',
        entity: 'pincode',
        entityId: pincode,
        summary: `PIN code ${pincode} (${after.city}, ${after.state}): ${after.serviceable ? 'delivered to' : 'not delivered to'}, ${after.cod_allowed ? 'cash on delivery' : 'no cash on delivery'}, ${after.extra_transit_days} extra day(s)`,
        before: values(before),
        after: values(after),
        correlationId: ctx.correlationId,
      });
      return after;
    });
    this.pincodes.set(pincode, { row: updated, at: Date.now() });
    return forStaff(updated);
  }

  async settingsForStaff(ctx: RequestContext) {
    staffMay(ctx, 'orders.read');
    return this.settingsAnswer(await this.settings(true));
  }

  async updateSettings(ctx: RequestContext, request: ParsedRequestOf<typeof UpdateDeliverySettings>) {
    const staff = staffMay(ctx, 'settings.edit');
    const origin = await this.row(request.originPincode);
    if (!origin) throw badRequest(`The dispatch PIN code: ${unknownPincodeMessage(request.originPincode)}`);
    const updated = await this.outbox.transaction(ctx, async (tx) => {
      const [before] = (await tx.manager.query(`SELECT origin_pincode, ${HOLIDAYS_AS_TEXT} AS holidays, version FROM delivery_settings WHERE id = 1 FOR UPDATE`)) as SettingsRow[];
      if (before.version !== request.version) throw conflict('The delivery settings were changed by someone else: reload them');
      const [[after]] = (await tx.manager.query(
        `UPDATE delivery_settings SET origin_pincode = $1, holidays = $2::date[], version = version + 1 WHERE id = 1
         RETURNING origin_pincode, ${HOLIDAYS_AS_TEXT} AS holidays, version`,
        [request.originPincode, request.holidays],
      )) as [SettingsRow[], number];
      const values = (row: SettingsRow) => ({ originPincode: row.origin_pincode, holidays: row.holidays.join(', ') });
      await tx.emit(StaffActionRecorded, {
        staff: { id: staff.id, email: staff.email, name: staff.name, role: staff.role },
        action: 'delivery-settings.update',
        entity: 'delivery-settings',
        entityId: 'shop',
        summary: `Dispatch from ${after.origin_pincode}, ${after.holidays.length} holiday(s)`,
        before: values(before),
        after: values(after),
        correlationId: ctx.correlationId,
      });
      return after;
    });
    this.settingsRead = { row: updated, at: Date.now() };
    return this.settingsAnswer(updated);
  }

  private async settingsAnswer(row: SettingsRow) {
    const origin = await this.row(row.origin_pincode);
    return { originPincode: row.origin_pincode, holidays: row.holidays, originCity: origin?.city ?? '', originState: origin?.state ?? '', version: row.version };
  }

  private async promiseFor(row: PincodeRow, placedAt: Date): Promise<DeliveryPromiseAnswer> {
    const settings = await this.settings();
    const origin = await this.row(settings.origin_pincode);
    // The origin is a foreign key into the directory: it is always there.
    const zone = deliveryZone(origin!, row);
    const base = { pincode: row.pincode, city: row.city, state: row.state, zone, serviceable: row.serviceable, codAllowed: row.cod_allowed };
    if (!row.serviceable) return { ...base, dispatchBy: null, deliveredBy: null, deliveredByLabel: null };
    const promise = promiseDelivery({ placedAt, zone, extraTransitDays: row.extra_transit_days, holidays: settings.holidays });
    return { ...base, dispatchBy: promise.dispatchBy, deliveredBy: promise.deliveredBy, deliveredByLabel: formatPromiseDay(promise.deliveredBy) };
  }

  private async row(pincode: string): Promise<PincodeRow | null> {
    const cached = this.pincodes.get(pincode);
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.row;
    const [row] = (await this.dataSource.query(`SELECT ${PINCODE_COLUMNS} FROM pincodes WHERE pincode = $1`, [pincode])) as PincodeRow[];
    if (this.pincodes.size >= CACHE_LIMIT) this.pincodes.delete(this.pincodes.keys().next().value!);
    this.pincodes.set(pincode, { row: row ?? null, at: Date.now() });
    return row ?? null;
  }

  private async settings(fresh = false): Promise<SettingsRow> {
    if (!fresh && this.settingsRead && Date.now() - this.settingsRead.at < CACHE_MS) return this.settingsRead.row;
    const [row] = (await this.dataSource.query(`SELECT origin_pincode, ${HOLIDAYS_AS_TEXT} AS holidays, version FROM delivery_settings WHERE id = 1`)) as SettingsRow[];
    this.settingsRead = { row, at: Date.now() };
    return row;
  }
}
