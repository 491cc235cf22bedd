import { ServiceError, type RequestContext } from '@shop/messaging';
import type { DataSource, EntityManager } from 'typeorm';
import { DESIGNER_COLUMNS, type DesignerRow } from './designer-rows';

export const SESSION_ENDED = 'Please sign in to the trade portal again';

/**
 * The designer a portal request comes from, while their session is still good: the designer
 * approved and the session's version theirs. A 401 otherwise (no designer, a password reset or a
 * suspension since), so the gateway ends the session.
 */
export async function signedInDesigner(db: DataSource | EntityManager, ctx: RequestContext): Promise<DesignerRow> {
  if (!ctx.designer) throw new ServiceError(401, SESSION_ENDED);
  const [row]: DesignerRow[] = await db.query(`SELECT ${DESIGNER_COLUMNS} FROM designers d WHERE d.id = $1`, [ctx.designer.id]);
  if (!row || row.approval_status !== 'approved' || row.session_version !== ctx.designer.sessionVersion) throw new ServiceError(401, SESSION_ENDED);
  return row;
}
