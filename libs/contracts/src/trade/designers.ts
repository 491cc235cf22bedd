import { z } from 'zod';
import { defineEvent, defineRequest, eventEnvelope } from '../common/define';
import { pagingFields } from '../common/paging';
import { paiseSchema } from '../money';
import { BACK_OFFICE_MAX_PAGE } from '../order/back-office-constants';
import {
  DESIGNER_PASSWORD_MAX,
  DESIGNER_PASSWORD_MIN,
  DESIGNER_STATUSES,
  DESIGNERS_PAGE_LIMIT,
  DISCOUNT_TIERS,
} from './trade-constants';

/**
 * Designers of the trade portal (issue 20), kept by the trade service: their application, email
 * verification, password sign-in with lockout, password reset, and staff approval. The signed-in
 * designer travels in the request context (set by the gateway from the designer session), never
 * in a payload.
 */

export const designerIdSchema = z.coerce.number({ error: 'Designer id must be a number' }).int().positive().max(2_147_483_647);
export const designerStatusSchema = z.enum(DESIGNER_STATUSES);
export const discountTierSchema = z.union(DISCOUNT_TIERS.map((tier) => z.literal(tier)) as [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>], {
  error: `discountTier must be one of ${DISCOUNT_TIERS.join(', ')}`,
});

const line = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`)
    .regex(/^[^\r\n]*$/, `${name} must be one line`);

export const designerEmailSchema = z.string({ error: 'email is required' }).trim().toLowerCase().max(254, 'email is too long').pipe(z.email({ error: 'email must be an email address' }));
export const designerPasswordSchema = z
  .string({ error: 'password is required' })
  .min(DESIGNER_PASSWORD_MIN, `password must be at least ${DESIGNER_PASSWORD_MIN} characters`)
  .max(DESIGNER_PASSWORD_MAX, `password must be at most ${DESIGNER_PASSWORD_MAX} characters`);

/** GSTIN: 2 digits of the state, the PAN (5 letters, 4 digits, 1 letter), an entity digit or letter, Z, a check character. */
export const gstinSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'gstin must be a 15-character GSTIN such as 27ABCDE1234F1Z5');

/** The spec's designer fields an applicant fills in (GSTIN optional). */
export const designerApplicationSchema = z
  .object({
    firstName: line('firstName', 60),
    lastName: line('lastName', 60),
    email: designerEmailSchema,
    password: designerPasswordSchema,
    companyName: line('companyName', 120),
    phone: z.string().trim().regex(/^\+?[0-9][0-9 -]{8,18}[0-9]$/, 'phone must be a phone number'),
    website: z.url({ error: 'website must be a web address' }).max(300).optional(),
    address: line('address', 200),
    city: line('city', 80),
    state: line('state', 80),
    pincode: z.string().trim().regex(/^[1-9][0-9]{5}$/, 'pincode must be six digits'),
    country: z.literal('India', { error: 'country must be India' }).default('India'),
    bio: z.string().trim().max(2000, 'bio must be at most 2000 characters').optional(),
    portfolio: z.url({ error: 'portfolio must be a web address' }).max(300),
    gstin: gstinSchema.optional(),
  })
  .strict();
export type DesignerApplication = z.output<typeof designerApplicationSchema>;

/** A designer as they and staff see them (never the password hash). */
export const designerSchema = z.object({
  id: z.number().int().positive(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  companyName: z.string(),
  phone: z.string(),
  website: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  country: z.string(),
  bio: z.string().nullable(),
  portfolio: z.string(),
  gstin: z.string().nullable(),
  approvalStatus: designerStatusSchema,
  discountTier: z.number().int().min(1).max(3),
  /** What the tier takes off the shop's price now, in per cent. */
  discountPercent: z.number().min(0).max(100),
  /** Why staff rejected or suspended the designer (shown to the designer too). */
  reviewNote: z.string().nullable(),
  projectsCompleted: z.number().int().nonnegative(),
  totalRevenue: paiseSchema,
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  version: z.number().int().positive(),
});
export type Designer = z.infer<typeof designerSchema>;

/** Applies: the designer is pending and unverified; a verification link is emailed (an email already applied answers the same, and that address is told instead). */
export const ApplyAsDesigner = defineRequest({
  subject: 'trade.apply-as-designer.v1',
  request: designerApplicationSchema,
  reply: z.object({ received: z.literal(true) }),
});

/** An emailed link's token: opaque, URL-safe. */
export const emailTokenSchema = z.string({ error: 'token is required' }).min(20, 'token is not a link of ours').max(200, 'token is not a link of ours').regex(/^[A-Za-z0-9_-]+$/, 'token is not a link of ours');

/** Follows the verification link (single use, expiring); 400 for a used, expired or unknown token. */
export const VerifyDesignerEmail = defineRequest({
  subject: 'trade.verify-designer-email.v1',
  request: z.object({ token: emailTokenSchema }).strict(),
  reply: z.object({ verified: z.literal(true), approvalStatus: designerStatusSchema }),
});

/**
 * Checks an email and password. 401 for a wrong pair (the same answer for an unknown email, in
 * about the same time); 423 while the account waits after too many failures; 403 for an unverified
 * email, or a designer not approved (the message says which). Answers who signed in.
 */
export const SignInDesigner = defineRequest({
  subject: 'trade.sign-in-designer.v1',
  request: z.object({ email: designerEmailSchema, password: z.string().min(1, 'password is required').max(DESIGNER_PASSWORD_MAX) }).strict(),
  reply: z.object({ designerId: z.number().int().positive(), sessionVersion: z.number().int().nonnegative() }),
});

/** Emails a single-use, expiring reset link when the email is a designer's; answers the same either way. */
export const RequestDesignerPasswordReset = defineRequest({
  subject: 'trade.request-designer-password-reset.v1',
  request: z.object({ email: designerEmailSchema }).strict(),
  reply: z.object({ sent: z.literal(true) }),
});

/** Sets a new password with a reset link's token (used once); every session of the designer ends (sessionVersion grows). */
export const ResetDesignerPassword = defineRequest({
  subject: 'trade.reset-designer-password.v1',
  request: z.object({ token: emailTokenSchema, password: designerPasswordSchema }).strict(),
  reply: z.object({ reset: z.literal(true) }),
});

/**
 * The signed-in designer (from the context). Every designer request is answered only while the
 * session is still good: the designer approved and the context's sessionVersion theirs; 401
 * otherwise (the gateway then ends the session).
 */
export const GetSignedInDesigner = defineRequest({
  subject: 'trade.get-signed-in-designer.v1',
  request: z.object({}).strict(),
  reply: designerSchema,
});

// Staff, with 'designers.manage'.

export const staffDesignerListQuerySchema = z
  .object({
    /** Default: the applications waiting (pending, verified or not). */
    status: z.union([designerStatusSchema, z.literal('all')]).default('pending'),
    q: z.string().trim().max(100, 'q must be at most 100 characters').optional(),
    ...pagingFields(DESIGNERS_PAGE_LIMIT, BACK_OFFICE_MAX_PAGE),
  })
  .strict();

export const ListDesignersForStaff = defineRequest({
  subject: 'trade.list-designers-for-staff.v1',
  request: staffDesignerListQuerySchema,
  reply: z.object({ items: z.array(designerSchema), total: z.number().int().nonnegative() }),
});

export const GetDesignerForStaff = defineRequest({
  subject: 'trade.get-designer-for-staff.v1',
  request: z.object({ id: designerIdSchema }).strict(),
  reply: designerSchema,
});

const noteSchema = z.string().trim().min(1, 'note is required').max(1000, 'note must be at most 1000 characters');

/**
 * Approve (with a tier), reject or suspend (with a note the designer is emailed), or change an
 * approved designer's tier. Version-checked (409); recorded in the audit log; the designer is
 * emailed. Rejecting or suspending ends their sessions.
 */
export const ReviewDesigner = defineRequest({
  subject: 'trade.review-designer.v1',
  request: z.discriminatedUnion('action', [
    z.object({ id: designerIdSchema, version: z.number().int().positive(), action: z.literal('approve'), discountTier: discountTierSchema }).strict(),
    z.object({ id: designerIdSchema, version: z.number().int().positive(), action: z.literal('reject'), note: noteSchema }).strict(),
    z.object({ id: designerIdSchema, version: z.number().int().positive(), action: z.literal('suspend'), note: noteSchema }).strict(),
    z.object({ id: designerIdSchema, version: z.number().int().positive(), action: z.literal('set-tier'), discountTier: discountTierSchema }).strict(),
  ]),
  reply: designerSchema,
});

/**
 * A designer's emails (verification, reset, the outcome of their application) for the
 * notification service to send; `link` is absolute and carries its single-use token.
 */
export const DesignerEmailRequested = defineEvent({
  subject: 'designer-email.requested.v1',
  payload: eventEnvelope.extend({
    kind: z.enum(['verify-email', 'reset-password', 'approved', 'rejected', 'suspended', 'tier-changed']),
    email: z.string(),
    firstName: z.string(),
    link: z.string().nullable(),
    note: z.string().nullable(),
    discountPercent: z.number().nullable(),
  }),
});
