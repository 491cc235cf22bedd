import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { StaffMember, StaffRole, StaffStatus } from '@shop/contracts';
import { conflict, forbidden, notFound, ServiceError, staffMay, type RequestContext, type StaffIdentity } from '@shop/messaging';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditLog } from '../audit/audit-log';
import { GoogleTokenVerifier, type GoogleProfile } from '../users/google-token-verifier';

interface StaffRow {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  status: StaffStatus;
  google_subject: string | null;
  invited_by: number | null;
  created_at: Date;
  last_sign_in_at: Date | null;
}

const COLUMNS = 'id, email, name, role, status, google_subject, invited_by, created_at, last_sign_in_at';

// TypeORM answers an UPDATE … RETURNING with [rows, affected count], an INSERT or SELECT with the rows.

/** Until the first sign-in fills the name, a staff member is known by their email. */
const identityOf = (row: StaffRow): StaffIdentity => ({ id: row.id, email: row.email, name: row.name || row.email, role: row.role });

const memberOf = (row: StaffRow): StaffMember => ({
  ...identityOf(row),
  status: row.status,
  invitedBy: row.invited_by,
  invitedAt: row.created_at.toISOString(),
  lastSignInAt: row.last_sign_in_at?.toISOString() ?? null,
});

export const NOT_INVITED = 'This Google account is not invited to the back office';

/**
 * Back-office staff: sign-in (only invited, not removed emails), and their management by whoever
 * may ('staff.manage', checked here again whatever the gateway did). Every sign-in, refused or
 * not, and every change is written to the audit log in the same transaction.
 */
@Injectable()
export class StaffService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly google: GoogleTokenVerifier,
    private readonly audit: AuditLog,
  ) {}

  async signIn(ctx: RequestContext, accessToken: string): Promise<StaffIdentity> {
    let profile: GoogleProfile;
    try {
      profile = await this.google.verify(accessToken);
    } catch (error) {
      // Google's refusal is worth recording; Google not answering (503) says nothing about who tried.
      if (error instanceof ServiceError && error.status === 401) await this.refused(ctx, null, error.message);
      throw error;
    }
    return this.db.transaction(async (manager) => {
      const [[row]] = (await manager.query(
        `UPDATE staff_members
         SET status = 'active', name = CASE WHEN name = '' THEN $2 ELSE name END, google_subject = $3,
             last_sign_in_at = now(), updated_at = now()
         WHERE email = $1 AND status <> 'removed' AND (google_subject IS NULL OR google_subject = $3)
         RETURNING ${COLUMNS}`,
        [profile.email, profile.name, profile.subject],
      )) as [StaffRow[], number];
      if (!row) {
        await this.refused(ctx, profile, await this.whyRefused(manager, profile));
        throw forbidden(NOT_INVITED);
      }
      const staff = identityOf(row);
      await this.audit.record({ staff, action: 'staff.sign-in', entity: 'staff', entityId: String(row.id), summary: `${staff.name} signed in`, correlationId: ctx.correlationId }, manager);
      return staff;
    });
  }

  /** The staff member as they are now, or null once removed (the gateway asks on every back-office request). */
  async getActive(_ctx: RequestContext, id: number): Promise<StaffIdentity | null> {
    const [row] = (await this.db.query(`SELECT ${COLUMNS} FROM staff_members WHERE id = $1 AND status = 'active'`, [id])) as StaffRow[];
    return row ? identityOf(row) : null;
  }

  async list(ctx: RequestContext): Promise<StaffMember[]> {
    staffMay(ctx, 'staff.manage');
    const rows = (await this.db.query(
      `SELECT ${COLUMNS} FROM staff_members ORDER BY status = 'removed', role = 'owner' DESC, lower(name || email)`,
    )) as StaffRow[];
    return rows.map(memberOf);
  }

  /** A new invitation, or a removed member invited again (they sign in with a fresh Google binding). */
  async invite(ctx: RequestContext, email: string, role: StaffRole): Promise<StaffMember> {
    const actor = staffMay(ctx, 'staff.manage');
    return this.db.transaction(async (manager) => {
      const [row] = (await manager.query(
        `INSERT INTO staff_members (email, role, invited_by) VALUES ($1, $2, $3)
         ON CONFLICT (email) DO UPDATE SET role = EXCLUDED.role, status = 'invited', invited_by = EXCLUDED.invited_by,
           google_subject = NULL, updated_at = now(), created_at = now()
           WHERE staff_members.status = 'removed'
         RETURNING ${COLUMNS}`,
        [email, role, actor.id],
      )) as StaffRow[];
      if (!row) throw conflict(`${email} is already staff`);
      await this.audit.record(
        { staff: actor, action: 'staff.invite', entity: 'staff', entityId: String(row.id), summary: `Invited ${email} as ${role}`, after: { email, role, status: 'invited' }, correlationId: ctx.correlationId },
        manager,
      );
      return memberOf(row);
    });
  }

  async changeRole(ctx: RequestContext, id: number, role: StaffRole): Promise<StaffMember> {
    const actor = staffMay(ctx, 'staff.manage');
    return this.db.transaction(async (manager) => {
      const current = await this.locked(manager, id);
      if (current.role === 'owner') throw conflict("The owner's role cannot change");
      if (current.status === 'removed') throw conflict(`${current.email} was removed; invite them again instead`);
      if (current.role === role) return memberOf(current);
      const [[row]] = (await manager.query(`UPDATE staff_members SET role = $2, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`, [id, role])) as [
        StaffRow[],
        number,
      ];
      await this.audit.record(
        {
          staff: actor,
          action: 'staff.change-role',
          entity: 'staff',
          entityId: String(id),
          summary: `Made ${current.email} ${role} (was ${current.role})`,
          before: { role: current.role },
          after: { role },
          correlationId: ctx.correlationId,
        },
        manager,
      );
      return memberOf(row);
    });
  }

  async remove(ctx: RequestContext, id: number): Promise<StaffMember> {
    const actor = staffMay(ctx, 'staff.manage');
    return this.db.transaction(async (manager) => {
      const current = await this.locked(manager, id);
      if (current.role === 'owner') throw conflict('The owner cannot be removed');
      if (current.status === 'removed') return memberOf(current);
      const [[row]] = (await manager.query(`UPDATE staff_members SET status = 'removed', updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`, [id])) as [
        StaffRow[],
        number,
      ];
      await this.audit.record(
        {
          staff: actor,
          action: 'staff.remove',
          entity: 'staff',
          entityId: String(id),
          summary: `Removed ${current.email} (${current.role})`,
          before: { status: current.status, role: current.role },
          after: { status: 'removed' },
          correlationId: ctx.correlationId,
        },
        manager,
      );
      return memberOf(row);
    });
  }

  /**
   * Makes the settings' email the one owner: invited if new (or removed), kept as it is if already
   * staff. An owner the settings no longer name becomes a manager, and the log says so.
   */
  async provisionOwner(email: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      // One start at a time (replicas start together): the demotion below reads what the other wrote.
      await manager.query(`LOCK TABLE staff_members IN SHARE ROW EXCLUSIVE MODE`);
      await manager.query(
        `INSERT INTO staff_members (email, role) VALUES ($1, 'owner')
         ON CONFLICT (email) DO UPDATE SET role = 'owner', updated_at = now(),
           status = CASE WHEN staff_members.status = 'removed' THEN 'invited' ELSE staff_members.status END
           WHERE staff_members.role <> 'owner' OR staff_members.status = 'removed'`,
        [email],
      );
      const [demoted] = (await manager.query(
        `UPDATE staff_members SET role = 'manager', updated_at = now() WHERE role = 'owner' AND email <> $1 RETURNING ${COLUMNS}`,
        [email],
      )) as [StaffRow[], number];
      for (const row of demoted) {
        await this.audit.record(
          {
            staff: { id: null, email: 'STAFF_OWNER_EMAIL', name: 'Settings', role: null },
            action: 'staff.change-role',
            entity: 'staff',
            entityId: String(row.id),
            summary: `Made ${row.email} manager: the settings name ${email} as the owner`,
            before: { role: 'owner' },
            after: { role: 'manager' },
            correlationId: 'start-up',
          },
          manager,
        );
      }
    });
  }

  private async locked(manager: EntityManager, id: number): Promise<StaffRow> {
    const [row] = (await manager.query(`SELECT ${COLUMNS} FROM staff_members WHERE id = $1 FOR UPDATE`, [id])) as StaffRow[];
    if (!row) throw notFound('No such staff member');
    return row;
  }

  /** Why a verified Google account was not let in, for the audit log (the caller hears only NOT_INVITED). */
  private async whyRefused(manager: EntityManager, profile: GoogleProfile): Promise<string> {
    const [row] = (await manager.query(`SELECT ${COLUMNS} FROM staff_members WHERE email = $1`, [profile.email])) as StaffRow[];
    if (!row) return 'not invited';
    if (row.status === 'removed') return 'removed';
    return 'another Google account than the one this email first signed in with';
  }

  /** A sign-in the gateway refused before Google identified anyone: in the log as an unknown account. */
  async recordRefusedBeforeGoogle(ctx: RequestContext, reason: string): Promise<{ recorded: true }> {
    await this.refused(ctx, null, reason);
    return { recorded: true };
  }

  /** A refused sign-in, in the log: the email tried (when Google told us) and why. */
  private async refused(ctx: RequestContext, profile: GoogleProfile | null, reason: string): Promise<void> {
    const email = profile?.email ?? 'unknown';
    await this.audit.record({
      staff: { id: null, email, name: profile?.name ?? null, role: null },
      action: 'staff.sign-in-refused',
      entity: 'staff',
      entityId: email,
      summary: `Sign-in refused for ${email}: ${reason}`,
      correlationId: ctx.correlationId,
    });
  }
}
