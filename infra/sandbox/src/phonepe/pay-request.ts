import { z } from 'zod';
import { badRequest } from './phonepe-error';

const httpUrl = z.string().refine((value) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}, 'must be an absolute http or https URL');

/** udf1–udf10 are free text up to 256 characters; udf11–udf15 up to 50 of a small alphabet. Other keys are refused. */
const metaInfo = z
  .object(
    Object.fromEntries(
      Array.from({ length: 15 }, (_, index) => {
        const name = `udf${index + 1}`;
        const rule = index < 10 ? z.string().max(256) : z.string().max(50).regex(/^[A-Za-z0-9_\-+@.]*$/, 'only letters, digits and _-+@. are allowed');
        return [name, rule.optional()];
      }),
    ),
  )
  .strict();

/** The Create Payment body of Standard Checkout v2, with PhonePe's documented limits. */
export const payRequestSchema = z.object({
  merchantOrderId: z.string().regex(/^[A-Za-z0-9_-]{1,63}$/, 'must be 1 to 63 letters, digits, underscores or hyphens'),
  amount: z.number().int('must be a whole number of paise').min(100, 'must be at least 100 paise'),
  expireAfter: z.number().int().min(300).max(3600).optional(),
  metaInfo: metaInfo.optional(),
  paymentFlow: z.object({
    type: z.literal('PG_CHECKOUT'),
    message: z.string().max(256).optional(),
    merchantUrls: z.object({ redirectUrl: httpUrl }),
  }),
});

export type PayRequest = z.output<typeof payRequestSchema>;

/** Parses a Create Payment body or throws PhonePe's 400, naming each field that is wrong. */
export function parsePayRequest(body: unknown): PayRequest {
  const parsed = payRequestSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw badRequest({ issues: parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })) });
}
