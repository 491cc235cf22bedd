import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DesignerEmailRequested, type Designer, type ListDesignersForStaff, type ParsedRequestOf, type ReplyOf, type ReviewDesigner } from '@shop/contracts';
import { conflict, notFound, OutboxRelayRunner, recordStaffAction, staffMay, type OutboxTransaction, type RequestContext } from '@shop/messaging';
import type { DataSource } from 'typeorm';
import { TRADE_CONFIG, type TradeConfig } from '../config';
import { DESIGNER_COLUMNS, designerName, toDesigner, type DesignerRow } from './designer-rows';

const PERMISSION = 'designers.manage';
const STALE = 'This designer was changed meanwhile; reload them';

type Review = ParsedRequestOf<typeof ReviewDesigner>;

/** The `%` and `_` staff typed are searched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Which statuses each action applies to, and the status it leaves. */
const ACTIONS: Record<Review['action'], { from: ReadonlyArray<Designer['approvalStatus']>; to: (before: Designer['approvalStatus']) => Designer['approvalStatus'] }> = {
  approve: { from: ['pending', 'rejected', 'suspended'], to: () => 'approved' },
  reject: { from: ['pending'], to: () => 'rejected' },
  suspend: { from: ['approved'], to: () => 'suspended' },
  'set-tier': { from: ['approved'], to: (before) => before },
};

/**
 * The back office's trade programme ('designers.manage'): the application queue, a designer's
 * file, and approving (with a tier), rejecting or suspending (with a note), or changing the tier.
 * Each change is one outbox transaction holding its audit entry and the designer's email;
 * rejecting or suspending raises the session version, ending the designer's sessions.
 */
@Injectable()
export class StaffDesignersService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(TRADE_CONFIG) private readonly config: TradeConfig,
    private readonly outbox: OutboxRelayRunner,
  ) {}

  async list(ctx: RequestContext, query: ParsedRequestOf<typeof ListDesignersForStaff>): Promise<ReplyOf<typeof ListDesignersForStaff>> {
    staffMay(ctx, PERMISSION);
    const where: string[] = [];
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    if (query.status !== 'all') where.push(`d.approval_status = ${param(query.status)}`);
    if (query.q) {
      const pattern = param(likePattern(query.q));
      where.push(`(d.email ILIKE ${pattern} OR d.company_name ILIKE ${pattern} OR (d.first_name || ' ' || d.last_name) ILIKE ${pattern})`);
    }
    const filter = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const [rows, [{ total }]]: [DesignerRow[], Array<{ total: number }>] = await Promise.all([
      // Oldest first: the queue is worked through in the order people applied.
      this.db.query(`SELECT ${DESIGNER_COLUMNS} FROM designers d ${filter} ORDER BY d.created_at, d.id LIMIT ${param(query.limit)} OFFSET ${param((query.page - 1) * query.limit)}`, params),
      this.db.query(`SELECT count(*)::int AS total FROM designers d ${filter}`, params.slice(0, params.length - 2)),
    ]);
    return { items: rows.map((row) => toDesigner(row, this.config.TRADE_TIER_DISCOUNTS)), total };
  }

  async get(ctx: RequestContext, id: number): Promise<Designer> {
    staffMay(ctx, PERMISSION);
    const [row]: DesignerRow[] = await this.db.query(`SELECT ${DESIGNER_COLUMNS} FROM designers d WHERE d.id = $1`, [id]);
    if (!row) throw notFound('Designer not found');
    return toDesigner(row, this.config.TRADE_TIER_DISCOUNTS);
  }

  review(ctx: RequestContext, request: Review): Promise<Designer> {
    staffMay(ctx, PERMISSION);
    const tiers = this.config.TRADE_TIER_DISCOUNTS;
    return this.outbox.transaction(ctx, async (tx) => {
      const before = await this.locked(tx, request.id, request.version);
      const action = ACTIONS[request.action];
      if (!action.from.includes(before.approval_status)) throw conflict(`A ${before.approval_status} designer cannot be given "${request.action}"`);
      const status = action.to(before.approval_status);
      const tier = 'discountTier' in request ? request.discountTier : before.discount_tier;
      const note = 'note' in request ? request.note : request.action === 'approve' ? null : before.review_note;
      if (request.action === 'set-tier' && tier === before.discount_tier) throw conflict(`The designer is at tier ${tier} already`);
      // A rejected or suspended designer's sessions end at once.
      const endsSessions = status === 'rejected' || status === 'suspended';
      await tx.manager.query(
        `UPDATE designers SET approval_status = $2, discount_tier = $3, review_note = $4, session_version = session_version + $5,
           version = version + 1, updated_at = now() WHERE id = $1`,
        [request.id, status, tier, note, endsSessions ? 1 : 0],
      );
      const who = `${designerName(before)} of ${before.company_name} (${before.email})`;
      const summaries: Record<Review['action'], string> = {
        approve: `Approved ${who} at tier ${tier} (${tiers[tier]} % off)`,
        reject: `Rejected ${who}: ${note}`,
        suspend: `Suspended ${who}: ${note}`,
        'set-tier': `Moved ${who} from tier ${before.discount_tier} to tier ${tier} (${tiers[tier]} % off)`,
      };
      await recordStaffAction(tx, ctx, {
        action: `designer.${request.action}`,
        entity: 'designer',
        entityId: request.id,
        summary: summaries[request.action],
        before: { approvalStatus: before.approval_status, discountTier: before.discount_tier, reviewNote: before.review_note },
        after: { approvalStatus: status, discountTier: tier, reviewNote: note },
      });
      const kinds = { approve: 'approved', reject: 'rejected', suspend: 'suspended', 'set-tier': 'tier-changed' } as const;
      await tx.emit(DesignerEmailRequested, {
        kind: kinds[request.action],
        email: before.email,
        firstName: before.first_name,
        link: null,
        note: 'note' in request ? request.note : null,
        discountPercent: status === 'approved' ? tiers[tier] : null,
      });
      const [row]: DesignerRow[] = await tx.manager.query(`SELECT ${DESIGNER_COLUMNS} FROM designers d WHERE d.id = $1`, [request.id]);
      return toDesigner(row, tiers);
    });
  }

  /** The designer, locked for this transaction, when still at the version staff saw. */
  private async locked(tx: OutboxTransaction, id: number, version: number): Promise<DesignerRow> {
    const [row]: DesignerRow[] = await tx.manager.query(`SELECT ${DESIGNER_COLUMNS} FROM designers d WHERE d.id = $1 FOR UPDATE`, [id]);
    if (!row) throw notFound('Designer not found');
    if (row.version !== version) throw conflict(STALE);
    return row;
  }
}
