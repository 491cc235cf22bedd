import type { Shop } from './shop';

/** A Google access token minted by the sandbox, as Google's token client would hand the SPA one. */
export async function googleToken(shop: Shop, options: { email: string; clientId?: string; expiresIn?: number; emailVerified?: boolean }) {
  const res = await fetch(`${shop.sandbox.url}/__sandbox/google/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(options),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Signs in through the gateway as the SPA does; answers the `name=value` of the session cookie. */
export async function signIn(shop: Shop, email: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await shop.post('/api/auth/google', { access_token: await googleToken(shop, { email }) }, headers);
  if (res.status !== 200) throw new Error(`sign-in as ${email} answered ${res.status}: ${await res.text()}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0];
}
