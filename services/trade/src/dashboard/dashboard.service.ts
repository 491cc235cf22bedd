import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { QUOTE_STATUSES, type GetDesignerDashboard, type QuoteStatus, type ReplyOf } from '@shop/contracts';
import type { RequestContext } from '@shop/messaging';
import type { DataSource } from 'typeorm';
import { signedInDesigner } from '../designers/signed-in-designer';
import { EFFECTIVE_STATUS, QUOTE_COLUMNS, toQuote, type QuoteRow } from '../quotes/quote-rows';

const RECENT_QUOTES = 5;

/** The designer's dashboard: projects ongoing and completed, quotes by state (as read now), revenue. */
@Injectable()
export class DashboardService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async dashboard(ctx: RequestContext): Promise<ReplyOf<typeof GetDesignerDashboard>> {
    const designer = await signedInDesigner(this.db, ctx);
    const [projects, quotes, recent]: [Array<{ status: string; count: number }>, Array<{ status: QuoteStatus; count: number }>, QuoteRow[]] = await Promise.all([
      this.db.query(`SELECT status, count(*)::int AS count FROM designer_projects WHERE designer_id = $1 GROUP BY status`, [designer.id]),
      this.db.query(`SELECT ${EFFECTIVE_STATUS} AS status, count(*)::int AS count FROM designer_quotes q WHERE q.designer_id = $1 GROUP BY 1`, [designer.id]),
      this.db.query(`SELECT ${QUOTE_COLUMNS} FROM designer_quotes q WHERE q.designer_id = $1 ORDER BY q.created_at DESC, q.id DESC LIMIT $2`, [designer.id, RECENT_QUOTES]),
    ]);
    const projectCount = (status: string) => projects.find((row) => row.status === status)?.count ?? 0;
    const byState = Object.fromEntries(QUOTE_STATUSES.map((status) => [status, quotes.find((row) => row.status === status)?.count ?? 0])) as Record<QuoteStatus, number>;
    return {
      projects: { ongoing: projectCount('ongoing'), completed: projectCount('completed') },
      quotes: byState,
      totalRevenue: Number(designer.total_revenue_paise),
      projectsCompleted: designer.projects_completed,
      recentQuotes: recent.map(toQuote),
    };
  }
}
