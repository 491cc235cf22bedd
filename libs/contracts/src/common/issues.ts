import type { z } from 'zod';

/** One readable sentence per problem, e.g. `items.0.quantity: must be at least 1`. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}
