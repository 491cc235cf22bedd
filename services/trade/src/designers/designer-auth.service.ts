import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DESIGNER_MAX_FAILED_SIGN_INS,
  DesignerEmailRequested,
  type ApplyAsDesigner,
  type Designer,
  type ParsedRequestOf,
  type ReplyOf,
  type RequestDesignerPasswordReset,
  type ResetDesignerPassword,
  type SignInDesigner,
  type VerifyDesignerEmail,
} from '@shop/contracts';
import { badRequest, forbidden, OutboxRelayRunner, ServiceError, type OutboxTransaction, type RequestContext } from '@shop/messaging';
import type { DataSource } from 'typeorm';
import { TRADE_CONFIG, type TradeConfig } from '../config';
import { hashOfToken, newSecretToken } from '../tokens/secret-tokens';
import { toDesigner } from './designer-rows';
import { hashPassword, passwordMatches } from './passwords';
import { signedInDesigner } from './signed-in-designer';

const HOUR_MS = 60 * 60 * 1000;
/** How long an emailed link works: a verification link two days, a reset link an hour. */
const TOKEN_LIFETIME_MS = { 'verify-email': 48 * HOUR_MS, 'reset-password': HOUR_MS } as const;
type TokenPurpose = keyof typeof TOKEN_LIFETIME_MS;

const WRONG_PAIR = 'Wrong email or password';
const BAD_LINK = 'This link was used before, has expired, or is not one of ours; please ask for a new one';
const NOT_YET: Record<string, string> = {
  pending: 'Your application is being reviewed; we will email you once it is approved',
  rejected: 'Your application was not approved',
  suspended: 'Your trade account is suspended; please contact us',
};

interface SignInRow {
  id: number;
  password_hash: string;
  email_verified: boolean;
  approval_status: string;
  failed_sign_ins: number;
  locked_until: Date | null;
  session_version: number;
}

/**
 * A designer's way in: applying (pending, unverified, a verification link emailed), verifying,
 * signing in with lockout, and resetting a forgotten password. Emailed links carry a random token
 * whose hash alone is stored; each works once, for a while.
 */
@Injectable()
export class DesignerAuthService {
  private readonly storefront: string;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(TRADE_CONFIG) private readonly config: TradeConfig,
    private readonly outbox: OutboxRelayRunner,
  ) {
    this.storefront = config.STOREFRONT_URL.replace(/\/$/, '');
  }

  /**
   * A new application is stored pending and unverified, and its verification link emailed. An
   * email that applied before answers the same and changes nothing (nobody learns which addresses
   * applied); its owner signs in or resets the password.
   */
  async apply(ctx: RequestContext, application: ParsedRequestOf<typeof ApplyAsDesigner>): Promise<ReplyOf<typeof ApplyAsDesigner>> {
    // Hashed whether or not the email is new: both answers take the same time.
    const passwordHash = await hashPassword(application.password);
    await this.outbox.transaction(ctx, async (tx) => {
      const [row]: Array<{ id: number }> = await tx.manager.query(
        `INSERT INTO designers (first_name, last_name, email, password_hash, company_name, phone, website, address, city, state, pincode, country, bio, portfolio, gstin)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
         ON CONFLICT (email) DO NOTHING RETURNING id`,
        [
          application.firstName,
          application.lastName,
          application.email,
          passwordHash,
          application.companyName,
          application.phone,
          application.website ?? null,
          application.address,
          application.city,
          application.state,
          application.pincode,
          application.country,
          application.bio ?? null,
          application.portfolio,
          application.gstin ?? null,
        ],
      );
      if (!row) return;
      const token = await this.newToken(tx, row.id, 'verify-email');
      await tx.emit(DesignerEmailRequested, {
        kind: 'verify-email',
        email: application.email,
        firstName: application.firstName,
        link: `${this.storefront}/designer/verify-email?token=${token}`,
        note: null,
        discountPercent: null,
      });
    });
    return { received: true };
  }

  async verifyEmail(ctx: RequestContext, token: string): Promise<ReplyOf<typeof VerifyDesignerEmail>> {
    return this.outbox.transaction(ctx, async (tx) => {
      const designerId = await this.useToken(tx, token, 'verify-email');
      const [[row]]: [[{ approval_status: ReplyOf<typeof VerifyDesignerEmail>['approvalStatus'] }]] = await tx.manager.query(
        `UPDATE designers SET email_verified = true, updated_at = now() WHERE id = $1 RETURNING approval_status`,
        [designerId],
      );
      return { verified: true, approvalStatus: row.approval_status };
    });
  }

  /**
   * The same 401 for an unknown email and a wrong password, after the same work. After
   * DESIGNER_MAX_FAILED_SIGN_INS wrong passwords in a row the account waits
   * DESIGNER_LOCKOUT_MINUTES (429, as the HTTP route answers it). Only the password's owner
   * learns that the email is unverified or the application not approved (403).
   */
  async signIn(request: ParsedRequestOf<typeof SignInDesigner>): Promise<ReplyOf<typeof SignInDesigner>> {
    const [row]: SignInRow[] = await this.db.query(
      `SELECT id, password_hash, email_verified, approval_status, failed_sign_ins, locked_until, session_version FROM designers WHERE email = $1`,
      [request.email],
    );
    if (row?.locked_until && row.locked_until.getTime() > Date.now()) {
      const minutes = Math.ceil((row.locked_until.getTime() - Date.now()) / 60_000);
      throw new ServiceError(429, `Too many wrong passwords: this account can sign in again in ${minutes} minute${minutes === 1 ? '' : 's'}, or reset its password`);
    }
    if (!(await passwordMatches(row?.password_hash ?? null, request.password))) {
      if (row) await this.countFailure(row.id);
      throw new ServiceError(401, WRONG_PAIR);
    }
    if (!row.email_verified) throw forbidden('Please confirm your email first: follow the link we emailed you');
    if (row.approval_status !== 'approved') throw forbidden(NOT_YET[row.approval_status]);
    await this.db.query(`UPDATE designers SET failed_sign_ins = 0, locked_until = NULL, last_login_at = now() WHERE id = $1`, [row.id]);
    return { designerId: row.id, sessionVersion: row.session_version };
  }

  /** Emails a reset link when the email is a designer's; answers the same either way. */
  async requestPasswordReset(ctx: RequestContext, email: string): Promise<ReplyOf<typeof RequestDesignerPasswordReset>> {
    await this.outbox.transaction(ctx, async (tx) => {
      const [row]: Array<{ id: number; first_name: string }> = await tx.manager.query(`SELECT id, first_name FROM designers WHERE email = $1`, [email]);
      if (!row) return;
      const token = await this.newToken(tx, row.id, 'reset-password');
      await tx.emit(DesignerEmailRequested, {
        kind: 'reset-password',
        email,
        firstName: row.first_name,
        link: `${this.storefront}/designer/reset-password?token=${token}`,
        note: null,
        discountPercent: null,
      });
    });
    return { sent: true };
  }

  /**
   * Sets the new password (the link used up, the lock lifted) and raises the session version, so
   * every session begun before ends. Following the emailed link proves the address, too.
   */
  async resetPassword(ctx: RequestContext, request: ParsedRequestOf<typeof ResetDesignerPassword>): Promise<ReplyOf<typeof ResetDesignerPassword>> {
    const passwordHash = await hashPassword(request.password);
    await this.outbox.transaction(ctx, async (tx) => {
      const designerId = await this.useToken(tx, request.token, 'reset-password');
      await tx.manager.query(
        `UPDATE designers SET password_hash = $2, email_verified = true, failed_sign_ins = 0, locked_until = NULL,
           session_version = session_version + 1, updated_at = now() WHERE id = $1`,
        [designerId, passwordHash],
      );
      // Other reset links sent before this one die with the old password.
      await tx.manager.query(`UPDATE designer_email_tokens SET used_at = now() WHERE designer_id = $1 AND purpose = 'reset-password' AND used_at IS NULL`, [designerId]);
    });
    return { reset: true };
  }

  async signedIn(ctx: RequestContext): Promise<Designer> {
    return toDesigner(await signedInDesigner(this.db, ctx), this.config.TRADE_TIER_DISCOUNTS);
  }

  /** One more wrong password; the last one allowed locks the account for a while. */
  private async countFailure(id: number): Promise<void> {
    await this.db.query(
      `UPDATE designers SET
         failed_sign_ins = CASE WHEN failed_sign_ins + 1 >= $2 THEN 0 ELSE failed_sign_ins + 1 END,
         locked_until = CASE WHEN failed_sign_ins + 1 >= $2 THEN now() + ($3::int * interval '1 minute') ELSE locked_until END
       WHERE id = $1`,
      [id, DESIGNER_MAX_FAILED_SIGN_INS, this.config.DESIGNER_LOCKOUT_MINUTES],
    );
  }

  private async newToken(tx: OutboxTransaction, designerId: number, purpose: TokenPurpose): Promise<string> {
    const { token, hash } = newSecretToken();
    await tx.manager.query(`INSERT INTO designer_email_tokens (token_hash, designer_id, purpose, expires_at) VALUES ($1, $2, $3, $4)`, [
      hash,
      designerId,
      purpose,
      new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]),
    ]);
    return token;
  }

  /** The designer an unused, unexpired token of this purpose names, the token used up; 400 for any other. */
  private async useToken(tx: OutboxTransaction, token: string, purpose: TokenPurpose): Promise<number> {
    const [[row]]: [[{ designer_id: number }?]] = await tx.manager.query(
      `UPDATE designer_email_tokens SET used_at = now()
        WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now() RETURNING designer_id`,
      [hashOfToken(token), purpose],
    );
    if (!row) throw badRequest(BAD_LINK);
    return row.designer_id;
  }
}
