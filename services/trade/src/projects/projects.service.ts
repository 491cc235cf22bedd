import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CloseProject, CreateProject, ParsedRequestOf, Project, ProjectStatus, UpdateProject } from '@shop/contracts';
import { conflict, notFound, type RequestContext } from '@shop/messaging';
import type { DataSource, EntityManager } from 'typeorm';
import { signedInDesigner } from '../designers/signed-in-designer';

interface ProjectRow {
  id: number;
  name: string;
  client_name: string;
  description: string;
  total_budget_paise: string | null;
  status: ProjectStatus;
  created_at: Date;
  completed_at: Date | null;
  version: number;
  quotes: number;
  ordered_paise: string;
}

/** A project with how many quotes it holds and what its converted quotes ordered. */
const PROJECT_SELECT = `
  SELECT p.id, p.name, p.client_name, p.description, p.total_budget_paise, p.status, p.created_at, p.completed_at, p.version,
    (SELECT count(*)::int FROM designer_quotes q WHERE q.project_id = p.id) AS quotes,
    (SELECT coalesce(sum(q.final_paise), 0) FROM designer_quotes q WHERE q.project_id = p.id AND q.status = 'converted') AS ordered_paise
  FROM designer_projects p`;

const toProject = (row: ProjectRow): Project => ({
  id: row.id,
  name: row.name,
  clientName: row.client_name,
  description: row.description,
  totalBudget: row.total_budget_paise === null ? null : Number(row.total_budget_paise),
  status: row.status,
  createdAt: row.created_at.toISOString(),
  completedAt: row.completed_at?.toISOString() ?? null,
  version: row.version,
  quotes: row.quotes,
  orderedAmount: Number(row.ordered_paise),
});

const NOT_YOURS = 'No project of yours with this id';

/** The signed-in designer's projects: theirs only (anyone else's is not found). */
@Injectable()
export class ProjectsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async list(ctx: RequestContext, status: ProjectStatus | undefined): Promise<Project[]> {
    const designer = await signedInDesigner(this.db, ctx);
    const rows: ProjectRow[] = await this.db.query(
      `${PROJECT_SELECT} WHERE p.designer_id = $1 AND ($2::text IS NULL OR p.status = $2) ORDER BY p.created_at DESC, p.id DESC`,
      [designer.id, status ?? null],
    );
    return rows.map(toProject);
  }

  async get(ctx: RequestContext, id: number): Promise<Project> {
    const designer = await signedInDesigner(this.db, ctx);
    return this.read(this.db.manager, designer.id, id);
  }

  async create(ctx: RequestContext, { fields }: ParsedRequestOf<typeof CreateProject>): Promise<Project> {
    const designer = await signedInDesigner(this.db, ctx);
    const [{ id }]: Array<{ id: number }> = await this.db.query(
      `INSERT INTO designer_projects (designer_id, name, client_name, description, total_budget_paise) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [designer.id, fields.name, fields.clientName, fields.description, fields.totalBudget],
    );
    return this.read(this.db.manager, designer.id, id);
  }

  async update(ctx: RequestContext, { id, version, fields }: ParsedRequestOf<typeof UpdateProject>): Promise<Project> {
    const designer = await signedInDesigner(this.db, ctx);
    return this.db.transaction(async (manager) => {
      await this.lockedOngoing(manager, designer.id, id, version);
      await manager.query(
        `UPDATE designer_projects SET name = $2, client_name = $3, description = $4, total_budget_paise = $5, version = version + 1, updated_at = now() WHERE id = $1`,
        [id, fields.name, fields.clientName, fields.description, fields.totalBudget],
      );
      return this.read(manager, designer.id, id);
    });
  }

  /** Completing counts once to the designer's projectsCompleted (a closed project never reopens). */
  async close(ctx: RequestContext, { id, version, status }: ParsedRequestOf<typeof CloseProject>): Promise<Project> {
    const designer = await signedInDesigner(this.db, ctx);
    return this.db.transaction(async (manager) => {
      await this.lockedOngoing(manager, designer.id, id, version);
      await manager.query(
        `UPDATE designer_projects SET status = $2, completed_at = CASE WHEN $2 = 'completed' THEN now() END, version = version + 1, updated_at = now() WHERE id = $1`,
        [id, status],
      );
      if (status === 'completed') await manager.query(`UPDATE designers SET projects_completed = projects_completed + 1 WHERE id = $1`, [designer.id]);
      return this.read(manager, designer.id, id);
    });
  }

  private async read(manager: EntityManager, designerId: number, id: number): Promise<Project> {
    const [row]: ProjectRow[] = await manager.query(`${PROJECT_SELECT} WHERE p.id = $1 AND p.designer_id = $2`, [id, designerId]);
    if (!row) throw notFound(NOT_YOURS);
    return toProject(row);
  }

  private async lockedOngoing(manager: EntityManager, designerId: number, id: number, version: number): Promise<void> {
    const [row]: Array<{ status: ProjectStatus; version: number }> = await manager.query(
      `SELECT status, version FROM designer_projects WHERE id = $1 AND designer_id = $2 FOR UPDATE`,
      [id, designerId],
    );
    if (!row) throw notFound(NOT_YOURS);
    if (row.status !== 'ongoing') throw conflict(`The project is ${row.status}; only an ongoing project changes`);
    if (row.version !== version) throw conflict('The project was changed meanwhile; reload it');
  }
}
