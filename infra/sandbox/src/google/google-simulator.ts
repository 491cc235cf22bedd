import express, { Router, type Express, type Request } from 'express';
import { z } from 'zod';
import type { GoogleOptions } from '../config';
import { sendPage } from '../shared/html';
import { publicBaseUrl } from '../shared/public-url';
import { renderAvatar } from './avatar';
import { AuthorizationCodes } from './authorization-codes';
import {
  AUTHORIZE_PATH,
  checkAuthorizationRequest,
  fragment,
  OTHER_ACCOUNT,
  OTHER_ACCOUNT_FIELD,
  renderAuthorizationError,
  renderConsentPage,
  type AuthorizationRequest,
} from './consent';
import { accountFor, findTestAccount, type GoogleAccount } from './google-accounts';
import {
  DEFAULT_EXPIRES_IN_SECONDS,
  EMAIL_SCOPE,
  GoogleTokens,
  OPENID_SCOPE,
  PROFILE_SCOPE,
  grantedScopes,
  tokenInfoView,
  userInfoView,
  type GoogleToken,
} from './google-tokens';
import { exchangeCode, TOKEN_PATH } from './token-endpoint';

/** Test-only controls; nothing like them exists at Google. */
export const GOOGLE_CONTROLS_PREFIX = '/__sandbox/google';
const AVATAR_PATH = '/avatars';

const mintRequest = z
  .object({
    email: z.email(),
    clientId: z.string().min(1).optional(),
    /** Seconds until expiry; zero or negative mints an already expired token. */
    expiresIn: z.number().int().min(-86400).max(86400).optional(),
    emailVerified: z.boolean().optional(),
    scope: z.string().optional(),
  })
  .strict();

export interface GoogleSimulator {
  mount(app: Express): void;
}

/** The account a consent form chose: a listed one, or any address typed in (a verified account named after it). */
function chosenAccount(body: Record<string, unknown>): GoogleAccount | undefined {
  if (body.account === OTHER_ACCOUNT) {
    const email = body[OTHER_ACCOUNT_FIELD];
    return typeof email === 'string' && z.email().safeParse(email).success ? accountFor(email) : undefined;
  }
  return typeof body.account === 'string' ? findTestAccount(body.account) : undefined;
}

/** Where the browser goes back to: the code flow answers in the query, the implicit flow in the fragment. */
function redirectBack(request: AuthorizationRequest, values: Record<string, string | undefined>): string {
  if (request.responseType === 'token') return `${request.redirectUri}#${fragment(values)}`;
  const url = new URL(request.redirectUri);
  for (const [key, value] of Object.entries(values)) if (value !== undefined) url.searchParams.append(key, value);
  return url.toString();
}

/**
 * Google sign-in as the shop meets it: consent (implicit and authorization-code flows), the
 * /token exchange, tokeninfo, userinfo, and test controls.
 */
export function createGoogleSimulator(options: GoogleOptions, publicUrl: string | undefined): GoogleSimulator {
  const tokens = new GoogleTokens();
  const codes = new AuthorizationCodes();
  const pictureUrl = (req: Request, token: GoogleToken) => `${publicBaseUrl(req, publicUrl)}${AVATAR_PATH}/${token.account.sub}`;

  const consent = Router();
  consent.get('/', (req, res) => {
    const check = checkAuthorizationRequest(req.query, options);
    if (!check.ok) return sendPage(res, check.status, renderAuthorizationError(check.error, check.description));
    sendPage(res, 200, renderConsentPage(check.request), [new URL(check.request.redirectUri).origin]);
  });
  consent.post('/', express.urlencoded({ extended: false, limit: '8kb' }), (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const check = checkAuthorizationRequest(body, options);
    if (!check.ok) return sendPage(res, check.status, renderAuthorizationError(check.error, check.description));
    const { request } = check;
    if (body.cancel !== undefined) return res.redirect(303, redirectBack(request, { error: 'access_denied', state: request.state }));
    const account = chosenAccount(body);
    if (!account) return sendPage(res, 400, renderAuthorizationError('invalid_request', 'Choose one of the listed accounts, or type a valid email.'));
    if (request.responseType === 'code') {
      const { code } = codes.issue(account, request.clientId, request.redirectUri, request.scopes);
      return res.redirect(303, redirectBack(request, { code, scope: request.scopes.join(' '), authuser: '0', prompt: 'consent', state: request.state }));
    }
    const token = tokens.mint(account, request.clientId, request.scopes);
    res.redirect(
      303,
      `${request.redirectUri}#${fragment({
        access_token: token.accessToken,
        token_type: 'Bearer',
        expires_in: String(DEFAULT_EXPIRES_IN_SECONDS),
        scope: token.scopes.join(' '),
        state: request.state,
      })}`,
    );
  });

  const apis = Router();
  apis.get('/tokeninfo', (req, res) => {
    res.set('Cache-Control', 'no-store');
    const accessToken = req.query.access_token;
    if (accessToken === undefined && req.query.id_token === undefined) {
      return res.status(400).json({ error: 'invalid_request', error_description: 'Either access_token, id_token, or token_handle required' });
    }
    const token = typeof accessToken === 'string' ? tokens.live(accessToken) : undefined;
    if (!token) return res.status(400).json({ error: 'invalid_token', error_description: 'Invalid Value' });
    res.json(tokenInfoView(token));
  });
  apis.get('/userinfo', (req, res) => {
    res.set('Cache-Control', 'no-store');
    const match = /^Bearer (\S+)$/i.exec(req.get('authorization') ?? '');
    const token = match ? tokens.live(match[1]) : undefined;
    if (!token) {
      return res
        .status(401)
        .set('WWW-Authenticate', 'Bearer realm="https://accounts.google.com/", error="invalid_token"')
        .json({ error: 'invalid_request', error_description: 'Invalid Credentials' });
    }
    res.json(userInfoView(token, pictureUrl(req, token)));
  });

  const token = Router();
  token.post('/', express.urlencoded({ extended: false, limit: '8kb' }), (req, res) => {
    const answer = exchangeCode((req.body ?? {}) as Record<string, unknown>, req.get('authorization'), options, codes, tokens);
    res.set({ 'Cache-Control': 'no-store', Pragma: 'no-cache' }).status(answer.status).json(answer.body);
  });

  const avatars = Router();
  avatars.get('/:sub', (req, res) => {
    const account = tokens.accountBySub(req.params.sub);
    if (!account) return res.status(404).end();
    // An SVG opened directly is a document; the policy keeps it inert.
    res.set({ 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400', 'Content-Security-Policy': "default-src 'none'" });
    res.send(renderAvatar(account));
  });

  const controls = Router();
  controls.post('/tokens', express.json({ limit: '4kb' }), (req, res) => {
    const parsed = mintRequest.safeParse(req.body ?? {});
    if (!parsed.success) {
      return res.status(400).json({ error: 'invalid_request', issues: parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })) });
    }
    const { email, clientId, expiresIn, emailVerified, scope } = parsed.data;
    const scopes = scope === undefined ? [OPENID_SCOPE, EMAIL_SCOPE, PROFILE_SCOPE] : grantedScopes(scope);
    if (!scopes) return res.status(400).json({ error: 'invalid_scope', issues: [{ field: 'scope', message: 'must be among openid, email and profile' }] });
    const base = accountFor(email);
    const account = emailVerified === undefined ? base : { ...base, emailVerified };
    const token = tokens.mint(account, clientId ?? options.clientId, scopes, expiresIn);
    res.status(201).json({
      access_token: token.accessToken,
      token_type: 'Bearer',
      expires_in: expiresIn ?? DEFAULT_EXPIRES_IN_SECONDS,
      scope: token.scopes.join(' '),
      sub: account.sub,
    });
  });

  return {
    mount(app) {
      app.use(AUTHORIZE_PATH, consent);
      app.use(TOKEN_PATH, token);
      app.use('/oauth2/v3', apis);
      app.use(AVATAR_PATH, avatars);
      app.use(GOOGLE_CONTROLS_PREFIX, controls);
    },
  };
}
