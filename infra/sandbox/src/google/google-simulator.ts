import express, { Router, type Express, type Request } from 'express';
import { z } from 'zod';
import type { GoogleOptions } from '../config';
import { sendPage } from '../shared/html';
import { publicBaseUrl } from '../shared/public-url';
import { renderAvatar } from './avatar';
import { AUTHORIZE_PATH, checkAuthorizationRequest, fragment, renderAuthorizationError, renderConsentPage } from './consent';
import { accountFor, findTestAccount } from './google-accounts';
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

/** Google sign-in as the shop meets it: consent (implicit flow), tokeninfo, userinfo, and test controls. */
export function createGoogleSimulator(options: GoogleOptions, publicUrl: string | undefined): GoogleSimulator {
  const tokens = new GoogleTokens();
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
    if (body.cancel !== undefined) {
      return res.redirect(303, `${request.redirectUri}#${fragment({ error: 'access_denied', state: request.state })}`);
    }
    const account = typeof body.account === 'string' ? findTestAccount(body.account) : undefined;
    if (!account) return sendPage(res, 400, renderAuthorizationError('invalid_request', 'Choose one of the listed accounts.'));
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
      app.use('/oauth2/v3', apis);
      app.use(AVATAR_PATH, avatars);
      app.use(GOOGLE_CONTROLS_PREFIX, controls);
    },
  };
}
