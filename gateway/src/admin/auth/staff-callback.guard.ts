import { Inject, Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ServiceError, type StaffIdentity } from '@shop/messaging';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../config';

declare module 'fastify' {
  interface FastifyRequest {
    /** Why a staff sign-in was refused, in words for the login page. */
    staffSignInRefusal?: string;
    /** The customer service refused it, and so has already put it in the audit log. */
    staffSignInRefusalRecorded?: boolean;
  }
}

const GOOGLE_REFUSED = 'Google did not accept the sign-in; please try again';

/** The words a refused staff sign-in shows: the service's own message for its refusals, a general one otherwise. */
function refusalOf(error: unknown, info: unknown): string {
  if (error instanceof ServiceError) {
    return error.status === 401 || error.status === 403 ? error.message : 'Signing in is unavailable right now, please try again shortly';
  }
  if (error) return GOOGLE_REFUSED;
  const message = (info as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : 'The sign-in was cancelled';
}

/**
 * Google's return to the staff sign-in. Never a 401: a refusal (cancelled, a state that is not
 * this browser's, a code Google will not exchange, someone not invited) is remembered for the
 * handler, which sends the browser back to the login page saying why.
 */
@Injectable()
export class StaffCallbackGuard extends AuthGuard('google-staff') {
  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const query = request.query as Record<string, unknown>;
    if (!this.config.GOOGLE_CLIENT_SECRET) {
      request.staffSignInRefusal = 'Google sign-in is not configured for the back office';
      return true;
    }
    // Without a code or an error passport would start a new sign-in; a callback without them is no sign-in at all.
    if (typeof query.code !== 'string' && typeof query.error !== 'string') {
      request.staffSignInRefusal = 'The sign-in did not complete; please sign in again';
      return true;
    }
    return (await super.canActivate(context)) as boolean;
  }

  override handleRequest<T = StaffIdentity>(error: unknown, staff: T | false, info: unknown, context: ExecutionContext): T {
    if (staff && !error) return staff;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    request.staffSignInRefusal = refusalOf(error, info);
    request.staffSignInRefusalRecorded = error instanceof ServiceError && (error.status === 401 || error.status === 403);
    return null as T;
  }

  /** Passport answers with Node's own response API, not Fastify's. */
  getResponse(context: ExecutionContext) {
    return context.switchToHttp().getResponse<FastifyReply>().raw;
  }
}
