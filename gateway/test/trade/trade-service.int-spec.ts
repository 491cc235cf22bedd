import { randomBytes, randomUUID } from 'node:crypto';
import {
  ActOnOrder,
  ApplyAsDesigner,
  CloseProject,
  CreateProject,
  CreateQuote,
  GetClientQuote,
  GetDesignerDashboard,
  GetDesignerForStaff,
  GetOrderForStaff,
  GetProduct,
  GetProject,
  GetQuote,
  GetQuotePdf,
  GetSignedInDesigner,
  ListDesignersForStaff,
  ListPriceOptions,
  ListQuotes,
  OrderQuote,
  RequestDesignerPasswordReset,
  ResetDesignerPassword,
  RespondToQuote,
  ReviewDesigner,
  ReviseQuote,
  SendQuote,
  SignInDesigner,
  SummarizeCart,
  UpdatePriceOption,
  UpdateProject,
  UpdateQuote,
  UpsertCustomer,
  VerifyDesignerEmail,
  WithdrawQuote,
  type DiscountTier,
  type Quote,
  type RequestOf,
} from '@shop/contracts';
import { connectNats, RequestClient, ServiceError, type NatsConnection, type RequestContext } from '@shop/messaging';
import { uniqueEmail, until, type CapturedEmail } from '@shop/testing';
import { Client } from 'pg';
import { startShop, type Shop } from '../support/shop';
import { ownerOf } from '../support/staff';

/**
 * The trade service in a whole shop (real catalog, pricing, order, customer and notification
 * services on Postgres, NATS and Redis), asked over NATS as the gateway asks it: the designer in
 * the context as the gateway puts it from the designer session, the client by the link's token.
 */

type Email = CapturedEmail & { attachments?: Array<{ fileName?: string; generatedFileName?: string; contentType: string }> };

const PASSWORD = 'a long enough password';

const application = (email: string, extra: Partial<RequestOf<typeof ApplyAsDesigner>> = {}): RequestOf<typeof ApplyAsDesigner> => ({
  firstName: 'Meera',
  lastName: 'Kapoor',
  email,
  password: PASSWORD,
  companyName: 'Kapoor Interiors',
  phone: '+91 98200 12345',
  address: '12 Carter Road',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400050',
  portfolio: 'https://kapoor-interiors.example.in',
  gstin: '27ABCDE1234F1Z5',
  ...extra,
});

describe('trade service', () => {
  let shop: Shop;
  let staff: RequestContext;
  let nc: NatsConnection;
  let rpc: RequestClient;
  let tradeDb: Client;
  let customerDb: Client;
  /** A print with its first size, medium and frame as the product page offers them. */
  let print: { productId: number; size: string; medium: string; frame: string };
  let secondPrint: { productId: number; size: string; medium: string; frame: string };

  beforeAll(async () => {
    shop = await startShop();
    const owner = await ownerOf(shop);
    staff = { correlationId: randomUUID(), staff: { id: owner.id, email: owner.email, name: 'Shop Owner', role: 'owner' } };
    nc = await connectNats(shop.natsUrl, 'trade-test-client');
    rpc = new RequestClient(nc, 10_000);
    tradeDb = new Client({ connectionString: shop.databases.trade });
    customerDb = new Client({ connectionString: shop.databases.customer });
    await tradeDb.connect();
    await customerDb.connect();
    const configured = async (id: number) => {
      const product = await rpc.request(GetProduct, { id }, staff);
      return { productId: id, size: product.availableSizes[0], medium: product.availableMediums[0] ?? 'Museum-Grade Canvas', frame: 'No Frame' };
    };
    [print, secondPrint] = await Promise.all([configured(4), configured(1)]);
  });

  afterAll(async () => {
    await tradeDb?.end();
    await customerDb?.end();
    await nc?.close();
    await shop?.stop();
  });

  const status = (promise: Promise<unknown>) => promise.then(() => 200, (error: unknown) => (error instanceof ServiceError ? error.status : 500));
  const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => (error instanceof ServiceError ? { status: error.status, message: error.message } : { status: 500, message: String(error) }));
  const anonymous = (): RequestContext => ({ correlationId: randomUUID() });

  /** The newest email to this address whose subject has this in it, once it arrived. */
  const mailTo = (address: string, subject: string): Promise<Email> =>
    until(async () => {
      const emails = (await shop.mail.emails()) as Email[];
      return emails.reverse().find((email) => email.to.some((to) => to.address === address) && email.subject.includes(subject));
    }, `an email "${subject}" to ${address}`);
  const tokenIn = (email: Email, path: string) => {
    const match = new RegExp(`http://shop\\.test${path}([A-Za-z0-9_-]+)`).exec(email.text);
    if (!match) throw new Error(`no ${path} link in "${email.text}"`);
    return match[1];
  };

  /** A designer who applied and verified their email, not yet approved. */
  async function verifiedApplicant(name: string) {
    const email = uniqueEmail(name);
    await expect(rpc.request(ApplyAsDesigner, application(email), anonymous())).resolves.toEqual({ received: true });
    const token = tokenIn(await mailTo(email, 'Confirm your email'), '/designer/verify-email\\?token=');
    await expect(rpc.request(VerifyDesignerEmail, { token }, anonymous())).resolves.toEqual({ verified: true, approvalStatus: 'pending' });
    const [{ id }] = (await tradeDb.query<{ id: number }>(`SELECT id FROM designers WHERE email = $1`, [email])).rows;
    return { email, id };
  }

  const approve = async (id: number, discountTier: DiscountTier) => {
    const { version } = await rpc.request(GetDesignerForStaff, { id }, staff);
    return rpc.request(ReviewDesigner, { id, version, action: 'approve', discountTier }, staff);
  };

  /** The designer signed in: the context the gateway sends with their session. */
  const signIn = async (email: string, password = PASSWORD): Promise<RequestContext> => {
    const { designerId, sessionVersion } = await rpc.request(SignInDesigner, { email, password }, anonymous());
    return { correlationId: randomUUID(), designer: { id: designerId, sessionVersion } };
  };

  async function approvedDesigner(name: string, tier: DiscountTier = 2) {
    const applicant = await verifiedApplicant(name);
    await approve(applicant.id, tier);
    return { ...applicant, ctx: await signIn(applicant.email) };
  }

  const quoteFields = (items = [{ ...print, quantity: 2 }, { ...secondPrint, quantity: 1 }]) => ({
    clientName: 'Ananya Rao',
    clientEmail: uniqueEmail('client'),
    notes: 'For the living room',
    items,
  });

  /** A quote sent to its client, and the token of the private link emailed to them. */
  async function sentQuote(designer: RequestContext, fields = quoteFields()) {
    const draft = await rpc.request(CreateQuote, { fields }, designer);
    const sent = await rpc.request(SendQuote, { id: draft.id, version: draft.version }, designer);
    const email = await mailTo(fields.clientEmail, sent.quoteNumber);
    return { quote: sent, token: tokenIn(email, '/quote/'), email };
  }

  /** A guest checkout for a client: the customer, and the context the gateway sends with its credential. */
  async function clientCheckout(email = uniqueEmail('client')) {
    const { id } = await rpc.request(
      UpsertCustomer,
      { firstName: 'Ananya', lastName: 'Rao', email, phone: '9876543210', address: '7 Palm Grove', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' },
      anonymous(),
    );
    return { customerId: id, ctx: { correlationId: randomUUID(), checkout: { customerId: id, id: randomBytes(18).toString('base64url') } } as RequestContext };
  }
  const shipping = (customerId: number) => ({
    customerId,
    shippingAddress: '7 Palm Grove',
    shippingCity: 'Bengaluru',
    shippingState: 'Karnataka',
    shippingPincode: '560001',
    paymentMethod: 'cod' as const,
  });

  it('takes an application, verifies its email once, and lets the designer in only once approved', async () => {
    const email = uniqueEmail('meera');
    await rpc.request(ApplyAsDesigner, application(email), anonymous());
    const verification = await mailTo(email, 'Confirm your email');
    const token = tokenIn(verification, '/designer/verify-email\\?token=');

    // Not verified: only the password's owner learns why they cannot sign in.
    await expect(refusal(rpc.request(SignInDesigner, { email, password: PASSWORD }, anonymous()))).resolves.toMatchObject({ status: 403, message: expect.stringContaining('confirm your email') });
    // Applying again with the same email answers the same and changes nothing.
    await expect(rpc.request(ApplyAsDesigner, application(email, { companyName: 'Someone Else' }), anonymous())).resolves.toEqual({ received: true });
    const { rows } = await tradeDb.query<{ company_name: string; approval_status: string; email_verified: boolean; password_hash: string }>(
      `SELECT company_name, approval_status, email_verified, password_hash FROM designers WHERE email = $1`,
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ company_name: 'Kapoor Interiors', approval_status: 'pending', email_verified: false });
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    // The token is stored hashed, never as sent.
    const stored = await tradeDb.query(`SELECT 1 FROM designer_email_tokens WHERE token_hash = $1`, [token]);
    expect(stored.rowCount).toBe(0);

    await expect(rpc.request(VerifyDesignerEmail, { token }, anonymous())).resolves.toEqual({ verified: true, approvalStatus: 'pending' });
    await expect(status(rpc.request(VerifyDesignerEmail, { token }, anonymous()))).resolves.toBe(400);
    await expect(status(rpc.request(VerifyDesignerEmail, { token: token.slice(0, -2) + 'xx' }, anonymous()))).resolves.toBe(400);

    await expect(refusal(rpc.request(SignInDesigner, { email, password: PASSWORD }, anonymous()))).resolves.toMatchObject({ status: 403, message: expect.stringContaining('being reviewed') });
    const [{ id }] = (await tradeDb.query<{ id: number }>(`SELECT id FROM designers WHERE email = $1`, [email])).rows;
    const queue = await rpc.request(ListDesignersForStaff, { q: email }, staff);
    expect(queue).toMatchObject({ total: 1, items: [{ id, approvalStatus: 'pending', emailVerified: true, discountTier: 1 }] });
  });

  it('answers a wrong password and an unknown email alike, and locks an account after five wrong passwords', async () => {
    const { email } = await approvedDesigner('lock');
    const wrong = await refusal(rpc.request(SignInDesigner, { email, password: 'not the password at all' }, anonymous()));
    const unknown = await refusal(rpc.request(SignInDesigner, { email: uniqueEmail('nobody'), password: PASSWORD }, anonymous()));
    expect(wrong).toEqual({ status: 401, message: 'Wrong email or password' });
    expect(unknown).toEqual(wrong);

    // A right password resets the count: four wrong ones (that one and three more), one right, then four wrong still do not lock.
    for (let i = 0; i < 3; i++) await status(rpc.request(SignInDesigner, { email, password: `wrong ${i} password` }, anonymous()));
    await signIn(email);
    for (let i = 0; i < 4; i++) await status(rpc.request(SignInDesigner, { email, password: `wrong ${i} password` }, anonymous()));
    await expect(status(rpc.request(SignInDesigner, { email, password: 'fifth wrong password' }, anonymous()))).resolves.toBe(401);
    // Locked: even the right password waits.
    await expect(refusal(rpc.request(SignInDesigner, { email, password: PASSWORD }, anonymous()))).resolves.toMatchObject({ status: 429, message: expect.stringContaining('15 minutes') });
  });

  it('resets a password by a single-use link and ends every older session', async () => {
    const designer = await approvedDesigner('reset');
    await expect(rpc.request(GetSignedInDesigner, {}, designer.ctx)).resolves.toMatchObject({ id: designer.id, email: designer.email });
    await expect(rpc.request(RequestDesignerPasswordReset, { email: uniqueEmail('stranger') }, anonymous())).resolves.toEqual({ sent: true });
    await expect(rpc.request(RequestDesignerPasswordReset, { email: designer.email }, anonymous())).resolves.toEqual({ sent: true });
    const token = tokenIn(await mailTo(designer.email, 'Reset your trade portal password'), '/designer/reset-password\\?token=');

    const newPassword = 'another long password';
    await expect(rpc.request(ResetDesignerPassword, { token, password: newPassword }, anonymous())).resolves.toEqual({ reset: true });
    await expect(status(rpc.request(ResetDesignerPassword, { token, password: 'yet another password' }, anonymous()))).resolves.toBe(400);
    // The session from before the reset has ended; the old password no longer works.
    await expect(status(rpc.request(GetSignedInDesigner, {}, designer.ctx))).resolves.toBe(401);
    await expect(status(rpc.request(SignInDesigner, { email: designer.email, password: PASSWORD }, anonymous()))).resolves.toBe(401);
    const fresh = await signIn(designer.email, newPassword);
    expect(fresh.designer!.sessionVersion).toBe(designer.ctx.designer!.sessionVersion + 1);
    await expect(rpc.request(GetSignedInDesigner, {}, fresh)).resolves.toMatchObject({ id: designer.id });
  });

  it('approves with a tier, changes it, suspends with a note: each emailed, audited, and a suspension ends the sessions', async () => {
    const applicant = await verifiedApplicant('tiers');
    const approved = await approve(applicant.id, 2);
    expect(approved).toMatchObject({ approvalStatus: 'approved', discountTier: 2, discountPercent: 15 });
    expect((await mailTo(applicant.email, 'Welcome to the Curated Art')).text).toContain('15 %');
    await expect(status(rpc.request(ReviewDesigner, { id: applicant.id, version: approved.version - 1, action: 'set-tier', discountTier: 3 }, staff))).resolves.toBe(409);
    await expect(status(rpc.request(ReviewDesigner, { id: applicant.id, version: approved.version, action: 'reject', note: 'Too late' }, staff))).resolves.toBe(409);
    const tier3 = await rpc.request(ReviewDesigner, { id: applicant.id, version: approved.version, action: 'set-tier', discountTier: 3 }, staff);
    expect(tier3).toMatchObject({ discountTier: 3, discountPercent: 20 });
    await mailTo(applicant.email, 'Your trade discount has changed');

    const ctx = await signIn(applicant.email);
    await expect(rpc.request(GetSignedInDesigner, {}, ctx)).resolves.toMatchObject({ discountTier: 3, discountPercent: 20 });
    const suspended = await rpc.request(ReviewDesigner, { id: applicant.id, version: tier3.version, action: 'suspend', note: 'Unpaid invoices' }, staff);
    expect(suspended).toMatchObject({ approvalStatus: 'suspended', reviewNote: 'Unpaid invoices' });
    expect((await mailTo(applicant.email, 'suspended')).text).toContain('Unpaid invoices');
    await expect(status(rpc.request(GetSignedInDesigner, {}, ctx))).resolves.toBe(401);
    await expect(status(rpc.request(SignInDesigner, { email: applicant.email, password: PASSWORD }, anonymous()))).resolves.toBe(403);
    // Only staff who may manage designers.
    await expect(status(rpc.request(ListDesignersForStaff, {}, anonymous()))).resolves.toBe(403);
    await expect(status(rpc.request(ListDesignersForStaff, {}, { ...staff, staff: { ...staff.staff!, role: 'support' } }))).resolves.toBe(403);

    const audit = await until(async () => {
      const { rows } = await customerDb.query<{ action: string; summary: string }>(`SELECT action, summary FROM audit_entries WHERE entity = 'designer' AND entity_id = $1 ORDER BY id`, [
        String(applicant.id),
      ]);
      return rows.length === 3 ? rows : undefined;
    }, 'the audit log records the approval, the tier and the suspension');
    expect(audit.map((row) => row.action)).toEqual(['designer.approve', 'designer.set-tier', 'designer.suspend']);
    expect(audit[0].summary).toContain('tier 2 (15 % off)');
  });

  it('keeps projects to their designer: edits, completes once, and counts the completed ones', async () => {
    const designer = await approvedDesigner('projects');
    const other = await approvedDesigner('projects-other');
    const project = await rpc.request(CreateProject, { fields: { name: 'Bandra flat', clientName: 'Ananya Rao', totalBudget: 50_000_00 } }, designer.ctx);
    expect(project).toMatchObject({ status: 'ongoing', description: '', totalBudget: 50_000_00, quotes: 0, orderedAmount: 0, completedAt: null });

    await expect(status(rpc.request(GetProject, { id: project.id }, other.ctx))).resolves.toBe(404);
    await expect(status(rpc.request(UpdateProject, { id: project.id, version: project.version, fields: { name: 'Mine now', clientName: 'x' } }, other.ctx))).resolves.toBe(404);
    await expect(status(rpc.request(GetProject, { id: project.id }, anonymous()))).resolves.toBe(401);

    const edited = await rpc.request(UpdateProject, { id: project.id, version: project.version, fields: { name: 'Bandra flat, phase 2', clientName: 'Ananya Rao', description: 'Two bedrooms' } }, designer.ctx);
    expect(edited).toMatchObject({ name: 'Bandra flat, phase 2', description: 'Two bedrooms', totalBudget: null, version: project.version + 1 });
    await expect(status(rpc.request(UpdateProject, { id: project.id, version: project.version, fields: { name: 'Stale', clientName: 'x' } }, designer.ctx))).resolves.toBe(409);
    const completed = await rpc.request(CloseProject, { id: project.id, version: edited.version, status: 'completed' }, designer.ctx);
    expect(completed.status).toBe('completed');
    expect(completed.completedAt).not.toBeNull();
    await expect(status(rpc.request(CloseProject, { id: project.id, version: completed.version, status: 'completed' }, designer.ctx))).resolves.toBe(409);
    await expect(rpc.request(GetSignedInDesigner, {}, designer.ctx)).resolves.toMatchObject({ projectsCompleted: 1 });
    await expect(rpc.request(GetDesignerDashboard, {}, designer.ctx)).resolves.toMatchObject({ projects: { ongoing: 0, completed: 1 }, projectsCompleted: 1 });
  });

  it("prices a quote at the shop's discounted price less the tier, reprices drafts, and freezes a sent quote", async () => {
    const designer = await approvedDesigner('pricing', 2);
    const fields = quoteFields();
    // A tampered price in the payload is no field of the contract: refused before any pricing.
    await expect(status(rpc.request(CreateQuote, { fields: { ...fields, items: [{ ...fields.items[0], unitPrice: 1 }] } } as never, designer.ctx))).resolves.toBe(400);

    const draft = await rpc.request(CreateQuote, { fields }, designer.ctx);
    const shop = await rpc.request(SummarizeCart, { items: fields.items }, anonymous());
    expect(draft).toMatchObject({ status: 'draft', revision: 1, discountPercent: 15, orderNumber: null, sentAt: null });
    expect(draft.quoteNumber).toMatch(/^Q-\d{4}-[2-9A-HJKMNP-TW-Z]{4}$/);
    draft.items.forEach((item, i) => {
      expect(item.shopUnitPrice).toBe(shop.lines[i].unitPrice);
      expect(item.unitPrice).toBe(Math.floor((2 * shop.lines[i].unitPrice * 85 + 100) / 200));
      expect(item.lineTotal).toBe(item.unitPrice * fields.items[i].quantity);
    });
    const tradeSubtotal = draft.items.reduce((sum, item) => sum + item.lineTotal, 0);
    expect(draft.finalAmount).toBe(tradeSubtotal + Math.floor((2 * tradeSubtotal * 18 + 100) / 200));
    expect(draft.totalAmount).toBe(shop.summary.total);
    expect(draft.discountApplied).toBe(draft.totalAmount - draft.finalAmount);

    // An edit reprices: three of the first print now.
    const edited = await rpc.request(UpdateQuote, { id: draft.id, version: draft.version, fields: { ...fields, items: [{ ...print, quantity: 3 }] } }, designer.ctx);
    expect(edited.items).toHaveLength(1);
    expect(edited.items[0].lineTotal).toBe(draft.items[0].unitPrice * 3);
    await expect(status(rpc.request(UpdateQuote, { id: draft.id, version: draft.version, fields }, designer.ctx))).resolves.toBe(409);

    const sent = await rpc.request(SendQuote, { id: edited.id, version: edited.version }, designer.ctx);
    expect(sent.status).toBe('sent');
    expect(new Date(sent.expiresAt).getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    const email = await mailTo(fields.clientEmail, sent.quoteNumber);
    expect(email.text).toContain('Meera Kapoor of Kapoor Interiors');
    expect(email.attachments?.map((a) => [a.fileName ?? a.generatedFileName, a.contentType])).toEqual([[`quote-${sent.quoteNumber}.pdf`, 'application/pdf']]);
    const pdf = await rpc.request(GetQuotePdf, { id: sent.id }, designer.ctx);
    expect(Buffer.from(pdf.pdfBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    await expect(status(rpc.request(UpdateQuote, { id: sent.id, version: sent.version, fields }, designer.ctx))).resolves.toBe(409);
    await expect(status(rpc.request(SendQuote, { id: sent.id, version: sent.version }, designer.ctx))).resolves.toBe(409);

    // The shop's canvas price goes up: a new draft follows it, the sent quote and its link do not.
    const editor = staff;
    const canvas = (await rpc.request(ListPriceOptions, {}, editor)).options.find((o) => o.kind === 'medium' && o.label === print.medium)!;
    const raised = await rpc.request(
      UpdatePriceOption,
      { id: canvas.id, version: canvas.version, fields: { kind: 'medium', value: canvas.value, label: canvas.label, priceMultiplier: (canvas.priceMultiplier ?? 1) * 2 } },
      editor,
    );
    try {
      await until(async () => {
        const repriced = await rpc.request(SummarizeCart, { items: [{ ...print, quantity: 1 }] }, anonymous());
        return repriced.lines[0].unitPrice > sent.items[0].shopUnitPrice ? true : undefined;
      }, 'pricing follows the new multiplier', 10_000);
      const newer = await rpc.request(CreateQuote, { fields: { ...fields, items: [{ ...print, quantity: 3 }] } }, designer.ctx);
      expect(newer.items[0].unitPrice).toBeGreaterThan(sent.items[0].unitPrice);
      await expect(rpc.request(GetQuote, { id: sent.id }, designer.ctx)).resolves.toEqual(sent);
    } finally {
      await rpc.request(UpdatePriceOption, { id: canvas.id, version: raised.version, fields: { kind: 'medium', value: canvas.value, label: canvas.label, priceMultiplier: canvas.priceMultiplier ?? 1 } }, editor);
    }
  });

  it('lets the client open the link, accept once and order at the quoted prices; the revenue follows the order and its cancellation', async () => {
    const designer = await approvedDesigner('orders', 2);
    const { quote, token } = await sentQuote(designer.ctx);

    const seen = await rpc.request(GetClientQuote, { token }, anonymous());
    expect(seen).toMatchObject({ quoteNumber: quote.quoteNumber, designer: { name: 'Meera Kapoor', companyName: 'Kapoor Interiors' }, status: 'sent', orderable: false, finalAmount: quote.finalAmount });
    expect(seen.items[0]).not.toHaveProperty('shopUnitPrice');
    // A tampered or made-up token opens nothing.
    const tampered = token.slice(0, 10) + (token[10] === 'A' ? 'B' : 'A') + token.slice(11);
    await expect(refusal(rpc.request(GetClientQuote, { token: tampered }, anonymous()))).resolves.toEqual({ status: 404, message: 'This quote link is not valid' });
    await expect(status(rpc.request(RespondToQuote, { token: tampered, response: 'accept' }, anonymous()))).resolves.toBe(404);

    const checkout = await clientCheckout();
    // Not accepted yet: it cannot be ordered.
    await expect(status(rpc.request(OrderQuote, { token, ...shipping(checkout.customerId) }, checkout.ctx))).resolves.toBe(409);
    await expect(rpc.request(RespondToQuote, { token, response: 'accept' }, anonymous())).resolves.toMatchObject({ status: 'accepted', orderable: true });
    await expect(status(rpc.request(RespondToQuote, { token, response: 'decline' }, anonymous()))).resolves.toBe(409);
    // Someone else's checkout may not order for this customer.
    const stranger = await clientCheckout();
    await expect(status(rpc.request(OrderQuote, { token, ...shipping(checkout.customerId) }, stranger.ctx))).resolves.toBe(403);

    const ordered = await rpc.request(OrderQuote, { token, ...shipping(checkout.customerId) }, checkout.ctx);
    expect(ordered).toEqual({ orderNumber: `ORD-${quote.quoteNumber}`, redirectUrl: null });
    // A retry from the same browser answers the same order; another customer is told it is ordered.
    await expect(rpc.request(OrderQuote, { token, ...shipping(checkout.customerId) }, checkout.ctx)).resolves.toEqual(ordered);
    await expect(status(rpc.request(OrderQuote, { token, ...shipping(stranger.customerId) }, stranger.ctx))).resolves.toBe(409);

    const order = await rpc.request(GetOrderForStaff, { orderNumber: ordered.orderNumber }, staff);
    expect(order.items.map((item) => [item.productId, item.unitPrice, item.quantity])).toEqual(quote.items.map((item) => [item.productId, item.unitPrice, item.quantity]));
    expect(order.totalAmount).toBe(quote.finalAmount);
    expect(order.priceSummary.total).toBe(quote.finalAmount);
    expect(order.timeline[0].summary).toBe(`Order placed from quote ${quote.quoteNumber}`);
    await expect(rpc.request(GetClientQuote, { token }, anonymous())).resolves.toMatchObject({ status: 'converted', orderable: false, orderNumber: ordered.orderNumber });

    await until(async () => ((await rpc.request(GetSignedInDesigner, {}, designer.ctx)).totalRevenue === quote.finalAmount ? true : undefined), 'the revenue counts the order');
    await expect(rpc.request(GetDesignerDashboard, {}, designer.ctx)).resolves.toMatchObject({ totalRevenue: quote.finalAmount, quotes: { converted: 1, sent: 0 } });

    await rpc.request(ActOnOrder, { orderNumber: ordered.orderNumber, version: order.version, input: { action: 'cancel', reason: 'The client changed their mind' } }, staff);
    await until(async () => ((await rpc.request(GetSignedInDesigner, {}, designer.ctx)).totalRevenue === 0 ? true : undefined), 'the cancellation takes the revenue back');
  });

  it('orders a quote through PhonePe at the quoted total; the revenue counts once it is paid', async () => {
    const designer = await approvedDesigner('phonepe', 3);
    const { quote, token } = await sentQuote(designer.ctx, quoteFields([{ ...print, quantity: 1 }]));
    await rpc.request(RespondToQuote, { token, response: 'accept' }, anonymous());
    const checkout = await clientCheckout();
    const ordered = await rpc.request(OrderQuote, { token, ...shipping(checkout.customerId), paymentMethod: 'phonepe' }, checkout.ctx);
    expect(ordered.orderNumber).toBe(`ORD-${quote.quoteNumber}`);
    expect(ordered.redirectUrl).toContain('/pay/');
    await expect(rpc.request(GetOrderForStaff, { orderNumber: ordered.orderNumber }, staff)).resolves.toMatchObject({ paymentStatus: 'pending', totalAmount: quote.finalAmount });
    // Not paid yet: nothing is counted.
    await expect(rpc.request(GetSignedInDesigner, {}, designer.ctx)).resolves.toMatchObject({ totalRevenue: 0 });

    const pressed = await fetch(ordered.redirectUrl!, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=pay', redirect: 'manual' });
    expect(pressed.status).toBe(303);
    await until(async () => ((await rpc.request(GetSignedInDesigner, {}, designer.ctx)).totalRevenue === quote.finalAmount ? true : undefined), 'the paid order counts to the designer');
    await expect(rpc.request(GetOrderForStaff, { orderNumber: ordered.orderNumber }, staff)).resolves.toMatchObject({ paymentStatus: 'paid' });
  });

  it('orders a quote while the order-placed event is handled at the same moment: neither waits on the other for good', async () => {
    // The client's order holds the quote from start to end, and writes the order's row once the
    // order service has placed it; the event of that placing reaches the revenue handler meanwhile.
    // Two connections of the test hold each side at the point where they could cross, and let go.
    const designer = await approvedDesigner('race', 2);
    const { quote, token } = await sentQuote(designer.ctx, quoteFields([{ ...print, quantity: 1 }]));
    await rpc.request(RespondToQuote, { token, response: 'accept' }, anonymous());
    const checkout = await clientCheckout();
    const [quoteTable, designerRow] = [new Client({ connectionString: shop.databases.trade }), new Client({ connectionString: shop.databases.trade })];
    await Promise.all([quoteTable.connect(), designerRow.connect()]);
    /** How many of the trade database's sessions wait for a lock, and how many of those for a whole table. */
    const waiting = async () => {
      const [row] = (
        await tradeDb.query<{ rows: string; tables: string }>(
          `SELECT count(*) AS rows, count(*) FILTER (WHERE wait_event = 'relation') AS tables FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        )
      ).rows;
      return { all: Number(row.rows), onTables: Number(row.tables) };
    };
    try {
      // The client's order may lock the quote but not yet change it; the handler may not yet add to the revenue.
      await quoteTable.query('BEGIN');
      await quoteTable.query('LOCK TABLE designer_quotes IN SHARE MODE');
      await designerRow.query('BEGIN');
      await designerRow.query('SELECT 1 FROM designers WHERE id = $1 FOR NO KEY UPDATE', [designer.id]);

      let settled = false;
      const ordering = rpc.request(OrderQuote, { token, ...shipping(checkout.customerId) }, checkout.ctx).finally(() => (settled = true));
      ordering.catch(() => undefined);
      // Both are held: the order at its change of the quote, the handler wherever its locks put it.
      await until(async () => ((await waiting()).all === 2 ? true : undefined), 'the order and the handler to wait');
      await quoteTable.query('COMMIT');
      // The order goes on to the end, or (were the two to cross) to wait for the handler's row of the order.
      await until(async () => {
        if (settled) return true;
        const now = await waiting();
        return now.all === 2 && now.onTables === 0 ? true : undefined;
      }, 'the order to finish or wait for the handler');
      await designerRow.query('COMMIT');

      await expect(ordering).resolves.toEqual({ orderNumber: `ORD-${quote.quoteNumber}`, redirectUrl: null });
      await until(async () => ((await rpc.request(GetSignedInDesigner, {}, designer.ctx)).totalRevenue === quote.finalAmount ? true : undefined), 'the revenue counts the order');
      await expect(rpc.request(GetClientQuote, { token }, anonymous())).resolves.toMatchObject({ status: 'converted', orderNumber: `ORD-${quote.quoteNumber}` });
    } finally {
      await Promise.all([quoteTable.end(), designerRow.end()]);
    }
  });

  it('refuses what a quote state does not allow: declined, withdrawn and expired quotes cannot be answered or ordered', async () => {
    const designer = await approvedDesigner('states', 1);
    const checkout = await clientCheckout();
    const order = (token: string) => refusal(rpc.request(OrderQuote, { token, ...shipping(checkout.customerId) }, checkout.ctx));

    const declined = await sentQuote(designer.ctx);
    await expect(rpc.request(RespondToQuote, { token: declined.token, response: 'decline', reason: 'Over budget' }, anonymous())).resolves.toMatchObject({ status: 'declined' });
    await expect(order(declined.token)).resolves.toMatchObject({ status: 409, message: 'This quote was declined' });
    await expect(status(rpc.request(WithdrawQuote, { id: declined.quote.id, version: declined.quote.version + 1 }, designer.ctx))).resolves.toBe(409);

    const withdrawn = await sentQuote(designer.ctx);
    await expect(rpc.request(RespondToQuote, { token: withdrawn.token, response: 'accept' }, anonymous())).resolves.toMatchObject({ status: 'accepted' });
    const accepted = await rpc.request(GetQuote, { id: withdrawn.quote.id }, designer.ctx);
    await expect(rpc.request(WithdrawQuote, { id: accepted.id, version: accepted.version }, designer.ctx)).resolves.toMatchObject({ status: 'withdrawn' });
    await expect(rpc.request(GetClientQuote, { token: withdrawn.token }, anonymous())).resolves.toMatchObject({ status: 'withdrawn', orderable: false });
    await expect(order(withdrawn.token)).resolves.toMatchObject({ status: 409, message: expect.stringContaining('withdrew') });

    // Expiry is read from expiresAt: a quote whose day has passed is expired whatever was stored.
    const expiring = await sentQuote(designer.ctx);
    await rpc.request(RespondToQuote, { token: expiring.token, response: 'accept' }, anonymous());
    await tradeDb.query(`UPDATE designer_quotes SET expires_at = now() - interval '1 second' WHERE id = $1`, [expiring.quote.id]);
    await expect(rpc.request(GetClientQuote, { token: expiring.token }, anonymous())).resolves.toMatchObject({ status: 'expired', orderable: false });
    await expect(order(expiring.token)).resolves.toMatchObject({ status: 409, message: expect.stringContaining('expired') });
    await expect(status(rpc.request(RespondToQuote, { token: expiring.token, response: 'decline' }, anonymous()))).resolves.toBe(409);
    await expect(rpc.request(ListQuotes, { status: 'expired' }, designer.ctx)).resolves.toEqual([expect.objectContaining({ id: expiring.quote.id })]);

    // A revision of the expired quote: the next number, a draft again; sending it withdraws nothing already closed.
    const revision = await rpc.request(ReviseQuote, { id: expiring.quote.id }, designer.ctx);
    expect(revision).toMatchObject({ quoteNumber: `${expiring.quote.quoteNumber}-R2`, revision: 2, status: 'draft' });
    const sentRevision = await rpc.request(SendQuote, { id: revision.id, version: revision.version }, designer.ctx);
    expect(sentRevision.status).toBe('sent');
    await expect(status(rpc.request(ReviseQuote, { id: revision.id + 1000 }, designer.ctx))).resolves.toBe(404);

    // Revising a sent quote and sending the revision withdraws the first.
    const open = await sentQuote(designer.ctx);
    const second = await rpc.request(ReviseQuote, { id: open.quote.id }, designer.ctx);
    await rpc.request(SendQuote, { id: second.id, version: second.version }, designer.ctx);
    await expect(rpc.request(GetClientQuote, { token: open.token }, anonymous())).resolves.toMatchObject({ status: 'withdrawn' });
    // A draft is changed, not revised.
    const draft = await rpc.request(CreateQuote, { fields: quoteFields() }, designer.ctx);
    await expect(status(rpc.request(ReviseQuote, { id: draft.id }, designer.ctx))).resolves.toBe(409);
    // A draft has no link, so the client side knows nothing of it.
    await expect(status(rpc.request(WithdrawQuote, { id: draft.id, version: draft.version }, designer.ctx))).resolves.toBe(409);

    const dashboard = await rpc.request(GetDesignerDashboard, {}, designer.ctx);
    expect(dashboard.quotes).toMatchObject({ declined: 1, withdrawn: 2, expired: 1, sent: 2, draft: 1, accepted: 0, converted: 0 });
  });

  it("keeps a designer's quotes their own: anyone else's is not found, and nobody signed out reads any", async () => {
    const owner = await approvedDesigner('owner');
    const other = await approvedDesigner('other');
    const draft = await rpc.request(CreateQuote, { fields: quoteFields() }, owner.ctx);
    const notFound: Array<Promise<unknown>> = [
      rpc.request(GetQuote, { id: draft.id }, other.ctx),
      rpc.request(UpdateQuote, { id: draft.id, version: draft.version, fields: quoteFields() }, other.ctx),
      rpc.request(SendQuote, { id: draft.id, version: draft.version }, other.ctx),
      rpc.request(WithdrawQuote, { id: draft.id, version: draft.version }, other.ctx),
      rpc.request(ReviseQuote, { id: draft.id }, other.ctx),
      rpc.request(GetQuotePdf, { id: draft.id }, other.ctx),
    ];
    for (const refused of notFound) await expect(status(refused)).resolves.toBe(404);
    await expect(rpc.request(ListQuotes, {}, other.ctx)).resolves.toEqual([]);
    // A project of someone else's cannot hold a quote.
    const project = await rpc.request(CreateProject, { fields: { name: 'Juhu villa', clientName: 'Ananya Rao' } }, owner.ctx);
    await expect(status(rpc.request(CreateQuote, { fields: { ...quoteFields(), projectId: project.id } }, other.ctx))).resolves.toBe(404);
    // A context from before a session ended, or with a made-up version, is refused.
    const forged: RequestContext = { correlationId: randomUUID(), designer: { id: owner.id, sessionVersion: owner.ctx.designer!.sessionVersion + 5 } };
    await expect(status(rpc.request(GetQuote, { id: draft.id }, forged))).resolves.toBe(401);
    await expect(status(rpc.request(ListQuotes, {}, anonymous()))).resolves.toBe(401);
    const mine: Quote = await rpc.request(GetQuote, { id: draft.id }, owner.ctx);
    expect(mine.id).toBe(draft.id);
  });
});
