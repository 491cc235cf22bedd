import { z } from 'zod';
import { rupeesInput, rupeesOnTheWire } from '../money';
import { designerApplicationSchema, designerEmailSchema, designerIdSchema, designerPasswordSchema, designerSchema, discountTierSchema, emailTokenSchema, staffDesignerListQuerySchema, VerifyDesignerEmail } from '../trade/designers';
import { projectFieldsSchema, projectIdSchema, projectSchema } from '../trade/projects';
import { clientQuoteSchema, quoteFieldsSchema, quoteIdSchema, quoteLineSchema, quoteLinkTokenSchema, quoteOrderSchema, quoteSchema, quoteStatusSchema, OrderQuote } from '../trade/quotes';
import { PROJECT_STATUSES } from '../trade/trade-constants';
import { defineRoute } from './route';

// Money leaves as rupees, as everywhere in the HTTP API; inside, it is paise.
export const apiDesignerSchema = designerSchema.extend({ totalRevenue: rupeesOnTheWire });
export type ApiDesigner = z.output<typeof apiDesignerSchema>;
export const apiProjectSchema = projectSchema.extend({ totalBudget: rupeesOnTheWire.nullable(), orderedAmount: rupeesOnTheWire });
export type ApiProject = z.output<typeof apiProjectSchema>;
const apiQuoteLineSchema = quoteLineSchema.extend({ shopUnitPrice: rupeesOnTheWire, unitPrice: rupeesOnTheWire, lineTotal: rupeesOnTheWire });
export const apiQuoteSchema = quoteSchema.extend({
  items: z.array(apiQuoteLineSchema),
  totalAmount: rupeesOnTheWire,
  discountApplied: rupeesOnTheWire,
  finalAmount: rupeesOnTheWire,
});
export type ApiQuote = z.output<typeof apiQuoteSchema>;
export const apiClientQuoteSchema = clientQuoteSchema.extend({
  items: z.array(apiQuoteLineSchema.omit({ shopUnitPrice: true })),
  finalAmount: rupeesOnTheWire,
});
export type ApiClientQuote = z.output<typeof apiClientQuoteSchema>;
export const apiDesignerDashboardSchema = z.object({
  projects: z.object({ ongoing: z.number().int().nonnegative(), completed: z.number().int().nonnegative() }),
  quotes: z.record(quoteStatusSchema, z.number().int().nonnegative()),
  totalRevenue: rupeesOnTheWire,
  projectsCompleted: z.number().int().nonnegative(),
  recentQuotes: z.array(apiQuoteSchema),
});
export type ApiDesignerDashboard = z.output<typeof apiDesignerDashboardSchema>;

/** Project budgets arrive in rupees, like every amount a browser sends. */
const apiProjectFieldsSchema = projectFieldsSchema.extend({ totalBudget: rupeesInput('totalBudget', { max: 100_000_000 }).nullable().default(null) });
export type ApiProjectFields = z.input<typeof apiProjectFieldsSchema>;

const TAG = 'trade portal';
const SIGNED_IN = { 401: 'No designer is signed in, or the session ended (password reset, suspension)' } as const;
const version = z.number({ error: 'version is required' }).int().positive();

/** Applying, verifying, signing in and out, and resetting a password (issue 20). */
export const designerAuthApi = {
  apply: defineRoute({
    method: 'POST',
    path: '/api/designer/apply',
    tag: TAG,
    summary: 'Applies to the trade programme; a verification link is emailed. Answers the same whether or not the email has applied before',
    body: designerApplicationSchema,
    response: z.object({ received: z.literal(true) }),
    status: 202,
    errors: { 403: 'The request came from another site', 429: 'Too many applications from this client' },
  }),
  verifyEmail: defineRoute({
    method: 'POST',
    path: '/api/designer/verify-email',
    tag: TAG,
    summary: 'Confirms the email address with the emailed link’s token (once; it expires)',
    body: z.object({ token: emailTokenSchema }).strict(),
    response: VerifyDesignerEmail.reply,
    errors: { 400: 'The link was used before, has expired, or is not one of ours' },
  }),
  signIn: defineRoute({
    method: 'POST',
    path: '/api/designer/auth/login',
    tag: TAG,
    summary: 'Signs a designer in with email and password; sets the designer session cookie (its own, apart from shoppers’ and staff’s)',
    body: z.object({ email: designerEmailSchema, password: z.string().min(1, 'password is required').max(200) }).strict(),
    response: apiDesignerSchema,
    errors: {
      401: 'Wrong email or password',
      403: 'The email is not verified yet, or the application is not approved (the message says which)',
      429: 'Too many sign-in attempts: from this client, or for this account (it waits a while)',
      503: 'The session store does not answer',
    },
  }),
  signOut: defineRoute({
    method: 'POST',
    path: '/api/designer/auth/logout',
    tag: TAG,
    summary: 'Ends the designer session on the server and clears its cookie',
    response: z.object({ success: z.literal(true) }),
  }),
  me: defineRoute({
    method: 'GET',
    path: '/api/designer/auth/me',
    tag: TAG,
    summary: 'The signed-in designer',
    response: apiDesignerSchema,
    errors: SIGNED_IN,
  }),
  requestPasswordReset: defineRoute({
    method: 'POST',
    path: '/api/designer/password-reset',
    tag: TAG,
    summary: 'Emails a single-use, expiring reset link when the email is a designer’s; answers the same either way',
    body: z.object({ email: designerEmailSchema }).strict(),
    response: z.object({ sent: z.literal(true) }),
    status: 202,
    errors: { 429: 'Too many requests from this client' },
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/api/designer/password-reset/confirm',
    tag: TAG,
    summary: 'Sets a new password with the reset link’s token (once); every session of the designer ends',
    body: z.object({ token: emailTokenSchema, password: designerPasswordSchema }).strict(),
    response: z.object({ reset: z.literal(true) }),
    errors: { 400: 'The link was used before, has expired, or is not one of ours; or the password is too short' },
  }),
};

const projectParams = z.object({ id: projectIdSchema });
const quoteParams = z.object({ id: quoteIdSchema });

/** The signed-in, approved designer's own projects, quotes and dashboard. */
export const designerPortalApi = {
  dashboard: defineRoute({ method: 'GET', path: '/api/designer/dashboard', tag: TAG, summary: 'Projects, quotes by state and revenue', response: apiDesignerDashboardSchema, errors: SIGNED_IN }),
  listProjects: defineRoute({
    method: 'GET',
    path: '/api/designer/projects',
    tag: TAG,
    summary: 'The designer’s projects, newest first',
    query: z.object({ status: z.enum(PROJECT_STATUSES).optional() }).strict(),
    response: z.array(apiProjectSchema),
    errors: SIGNED_IN,
  }),
  createProject: defineRoute({ method: 'POST', path: '/api/designer/projects', tag: TAG, summary: 'Starts a project (ongoing)', body: apiProjectFieldsSchema, response: apiProjectSchema, status: 201, errors: SIGNED_IN }),
  getProject: defineRoute({ method: 'GET', path: '/api/designer/projects/:id', tag: TAG, summary: 'One of the designer’s projects', params: projectParams, response: apiProjectSchema, errors: { ...SIGNED_IN, 404: 'No project of yours with this id' } }),
  updateProject: defineRoute({
    method: 'PUT',
    path: '/api/designer/projects/:id',
    tag: TAG,
    summary: 'Edits an ongoing project',
    params: projectParams,
    body: z.object({ version, fields: apiProjectFieldsSchema }).strict(),
    response: apiProjectSchema,
    errors: { ...SIGNED_IN, 404: 'No project of yours with this id', 409: 'The project changed meanwhile, or is closed' },
  }),
  closeProject: defineRoute({
    method: 'POST',
    path: '/api/designer/projects/:id/close',
    tag: TAG,
    summary: 'Completes (completedAt set) or cancels an ongoing project',
    params: projectParams,
    body: z.object({ version, status: z.enum(['completed', 'cancelled']) }).strict(),
    response: apiProjectSchema,
    errors: { ...SIGNED_IN, 404: 'No project of yours with this id', 409: 'The project changed meanwhile, or is closed' },
  }),
  listQuotes: defineRoute({
    method: 'GET',
    path: '/api/designer/quotes',
    tag: TAG,
    summary: 'The designer’s quotes, newest first',
    query: z.object({ status: quoteStatusSchema.optional(), projectId: projectIdSchema.optional() }).strict(),
    response: z.array(apiQuoteSchema),
    errors: SIGNED_IN,
  }),
  createQuote: defineRoute({
    method: 'POST',
    path: '/api/designer/quotes',
    tag: TAG,
    summary: 'A new draft quote of configured prints, priced by the server (the shop’s price less the designer’s tier)',
    body: quoteFieldsSchema,
    response: apiQuoteSchema,
    status: 201,
    errors: { ...SIGNED_IN, 404: 'A print or a project that is not there (or not yours)', 400: 'A size, medium or frame the print does not offer' },
  }),
  getQuote: defineRoute({ method: 'GET', path: '/api/designer/quotes/:id', tag: TAG, summary: 'One of the designer’s quotes', params: quoteParams, response: apiQuoteSchema, errors: { ...SIGNED_IN, 404: 'No quote of yours with this id' } }),
  updateQuote: defineRoute({
    method: 'PUT',
    path: '/api/designer/quotes/:id',
    tag: TAG,
    summary: 'Changes a draft (repriced now)',
    params: quoteParams,
    body: z.object({ version, fields: quoteFieldsSchema }).strict(),
    response: apiQuoteSchema,
    errors: { ...SIGNED_IN, 404: 'No quote of yours with this id', 409: 'The quote is no longer a draft, or changed meanwhile' },
  }),
  sendQuote: defineRoute({
    method: 'POST',
    path: '/api/designer/quotes/:id/send',
    tag: TAG,
    summary: 'Sends a draft: its prices are frozen, it expires after TRADE_QUOTE_VALID_DAYS, and the client is emailed the PDF and a private link',
    params: quoteParams,
    body: z.object({ version }).strict(),
    response: apiQuoteSchema,
    errors: { ...SIGNED_IN, 404: 'No quote of yours with this id', 409: 'The quote is not a draft, or changed meanwhile' },
  }),
  withdrawQuote: defineRoute({
    method: 'POST',
    path: '/api/designer/quotes/:id/withdraw',
    tag: TAG,
    summary: 'Withdraws a sent or accepted quote that is not ordered yet: its link shows it withdrawn',
    params: quoteParams,
    body: z.object({ version }).strict(),
    response: apiQuoteSchema,
    errors: { ...SIGNED_IN, 404: 'No quote of yours with this id', 409: 'The quote cannot be withdrawn now (a draft, or ordered), or changed meanwhile' },
  }),
  reviseQuote: defineRoute({
    method: 'POST',
    path: '/api/designer/quotes/:id/revise',
    tag: TAG,
    summary: 'A new draft revising a sent, declined or expired quote (the next revision, repriced now)',
    params: quoteParams,
    response: apiQuoteSchema,
    status: 201,
    errors: { ...SIGNED_IN, 404: 'No quote of yours with this id', 409: 'A draft is changed, not revised; an ordered quote is final' },
  }),
  quotePdf: defineRoute({ method: 'GET', path: '/api/designer/quotes/:id/pdf', tag: TAG, summary: 'The quote as the PDF the client is emailed (application/pdf)', params: quoteParams, errors: { ...SIGNED_IN, 404: 'No quote of yours with this id' } }),
};

const linkParams = z.object({ token: quoteLinkTokenSchema });
const LINK_ERRORS = { 404: 'This quote link is not valid' } as const;

/** The client's side of a quote, through its private link: no account, the token is the key. */
export const quoteLinkApi = {
  getQuote: defineRoute({ method: 'GET', path: '/api/quotes/:token', tag: TAG, summary: 'The quote the private link names (only that one)', params: linkParams, response: apiClientQuoteSchema, errors: { ...LINK_ERRORS, 429: 'Too many look-ups from this client' } }),
  respond: defineRoute({
    method: 'POST',
    path: '/api/quotes/:token/respond',
    tag: TAG,
    summary: 'Accepts or declines a sent quote',
    params: linkParams,
    body: z.object({ response: z.enum(['accept', 'decline']), reason: z.string().trim().max(1000).optional() }).strict(),
    response: apiClientQuoteSchema,
    errors: { ...LINK_ERRORS, 403: 'The request came from another site', 409: 'The quote is no longer open (expired, withdrawn, or answered already)', 429: 'Too many requests from this client' },
  }),
  order: defineRoute({
    method: 'POST',
    path: '/api/quotes/:token/order',
    tag: TAG,
    summary: 'Orders an accepted quote at its quoted prices, cash on delivery or PhonePe (after POST /api/customers, whose checkout cookie names the customer)',
    params: linkParams,
    body: quoteOrderSchema,
    response: OrderQuote.reply,
    status: 201,
    errors: {
      ...LINK_ERRORS,
      403: 'This browser’s checkout is not for that customer, or the request came from another site',
      409: 'The quote is not accepted, has expired, was withdrawn, or is ordered already',
      429: 'Too many orders from this client',
    },
  }),
};

const STAFF_ONLY = { 401: 'No staff member is signed in', 403: "The staff member's role may not manage designers, or the request came from another site" } as const;

/** The trade programme in the back office: every route needs 'designers.manage'. */
export const adminDesignersApi = {
  listDesigners: defineRoute({
    method: 'GET',
    path: '/api/admin/designers',
    tag: 'back office: designers',
    summary: 'Applications waiting (pending, by default) or any designers, a page at a time (the total in X-Total-Count)',
    staff: 'designers.manage',
    query: staffDesignerListQuerySchema,
    response: z.array(apiDesignerSchema),
    paged: true,
    errors: STAFF_ONLY,
  }),
  getDesigner: defineRoute({
    method: 'GET',
    path: '/api/admin/designers/:id',
    tag: 'back office: designers',
    summary: 'A designer with their application, status, tier and figures',
    staff: 'designers.manage',
    params: z.object({ id: designerIdSchema }),
    response: apiDesignerSchema,
    errors: { ...STAFF_ONLY, 404: 'No designer with this id' },
  }),
  reviewDesigner: defineRoute({
    method: 'POST',
    path: '/api/admin/designers/:id/review',
    tag: 'back office: designers',
    summary: 'Approves (with a tier), rejects or suspends (with a note the designer is emailed), or changes the tier; recorded in the audit log',
    staff: 'designers.manage',
    params: z.object({ id: designerIdSchema }),
    body: z.discriminatedUnion('action', [
      z.object({ version, action: z.literal('approve'), discountTier: discountTierSchema }).strict(),
      z.object({ version, action: z.literal('reject'), note: z.string().trim().min(1).max(1000) }).strict(),
      z.object({ version, action: z.literal('suspend'), note: z.string().trim().min(1).max(1000) }).strict(),
      z.object({ version, action: z.literal('set-tier'), discountTier: discountTierSchema }).strict(),
    ]),
    response: apiDesignerSchema,
    errors: { ...STAFF_ONLY, 404: 'No designer with this id', 409: 'The designer changed meanwhile, or the action does not apply to their status' },
  }),
};
