import { z } from 'zod';
import { defineRequest } from '../common/define';
import { paiseSchema } from '../money';
import { PROJECT_STATUSES } from './trade-constants';

/** A designer's projects (issue 20): only the signed-in designer's own (from the context), 404 for anyone else's. */

export const projectIdSchema = z.coerce.number({ error: 'Project id must be a number' }).int().positive().max(2_147_483_647);

export const projectFieldsSchema = z
  .object({
    name: z.string().trim().min(1, 'name is required').max(120, 'name must be at most 120 characters'),
    clientName: z.string().trim().min(1, 'clientName is required').max(120, 'clientName must be at most 120 characters'),
    description: z.string().trim().max(2000, 'description must be at most 2000 characters').default(''),
    /** The client's budget, in paise (rupees on the wire). */
    totalBudget: paiseSchema.nullable().default(null),
  })
  .strict();

export const projectSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  clientName: z.string(),
  description: z.string(),
  totalBudget: paiseSchema.nullable(),
  status: z.enum(PROJECT_STATUSES),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  version: z.number().int().positive(),
  /** Quotes of the project by state, and what its converted quotes ordered (paise). */
  quotes: z.number().int().nonnegative(),
  orderedAmount: paiseSchema,
});
export type Project = z.infer<typeof projectSchema>;

export const ListProjects = defineRequest({
  subject: 'trade.list-projects.v1',
  request: z.object({ status: z.enum(PROJECT_STATUSES).optional() }).strict(),
  reply: z.array(projectSchema),
});

export const GetProject = defineRequest({
  subject: 'trade.get-project.v1',
  request: z.object({ id: projectIdSchema }).strict(),
  reply: projectSchema,
});

export const CreateProject = defineRequest({
  subject: 'trade.create-project.v1',
  request: z.object({ fields: projectFieldsSchema }).strict(),
  reply: projectSchema,
});

/** Edits an ongoing project's fields (version-checked, 409). */
export const UpdateProject = defineRequest({
  subject: 'trade.update-project.v1',
  request: z.object({ id: projectIdSchema, version: z.number().int().positive(), fields: projectFieldsSchema }).strict(),
  reply: projectSchema,
});

/** Completes (completedAt set; the designer's projectsCompleted grows once) or cancels an ongoing project. */
export const CloseProject = defineRequest({
  subject: 'trade.close-project.v1',
  request: z.object({ id: projectIdSchema, version: z.number().int().positive(), status: z.enum(['completed', 'cancelled']) }).strict(),
  reply: projectSchema,
});
