import { z } from 'zod';
import { defineRequest } from '../common/define';
import { categorySchema } from './category';

export const ListCategories = defineRequest({
  subject: 'catalog.list-categories.v1',
  request: z.object({}).strict(),
  reply: z.array(categorySchema),
});
