import { Inject, Injectable } from '@nestjs/common';
import { ServiceError } from '@shop/messaging';
import { z } from 'zod';
import { CUSTOMER_CONFIG, type CustomerConfig } from '../config';

const tokenInfoSchema = z.object({
  aud: z.string(),
  azp: z.string().optional(),
  sub: z.string(),
  exp: z.coerce.number(),
  email: z.string(),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true'),
});
const userInfoSchema = z.object({
  sub: z.string(),
  name: z.string().optional(),
  given_name: z.string().optional(),
  picture: z.string().optional(),
  email: z.string(),
});

export interface GoogleProfile {
  subject: string;
  email: string;
  name: string;
  picture: string | null;
}

const refused = (message: string) => new ServiceError(401, message);

/**
 * Google sign-in for a token the browser obtained: Google's tokeninfo must say the token was
 * issued to our client (audience and authorised party), is unexpired and carries a verified
 * email; only then is the profile read. A token minted for another app is refused.
 */
@Injectable()
export class GoogleTokenVerifier {
  constructor(@Inject(CUSTOMER_CONFIG) private readonly config: CustomerConfig) {}

  async verify(accessToken: string): Promise<GoogleProfile> {
    const info = tokenInfoSchema.safeParse(await this.get(`${this.config.GOOGLE_TOKENINFO_URL}?access_token=${encodeURIComponent(accessToken)}`));
    if (!info.success) throw refused('Google did not accept the sign-in');
    const token = info.data;
    if (token.aud !== this.config.GOOGLE_CLIENT_ID || (token.azp !== undefined && token.azp !== this.config.GOOGLE_CLIENT_ID)) {
      throw refused('This sign-in was issued for another application');
    }
    if (token.exp * 1000 <= Date.now()) throw refused('Your Google sign-in has expired, please try again');
    if (!token.email_verified) throw refused('Your Google email address is not verified');

    const profile = userInfoSchema.safeParse(await this.get(this.config.GOOGLE_USERINFO_URL, accessToken));
    if (!profile.success || profile.data.sub !== token.sub) throw refused('Google did not accept the sign-in');
    return {
      subject: token.sub,
      email: token.email.toLowerCase(),
      name: profile.data.name ?? profile.data.given_name ?? token.email,
      picture: profile.data.picture ?? null,
    };
  }

  /** Answers the JSON body of a 2xx, null for Google's refusals (4xx); unreachable Google is a 503. */
  private async get(url: string, bearer?: string): Promise<unknown> {
    const response = await fetch(url, {
      headers: bearer ? { Authorization: `Bearer ${bearer}` } : {},
      signal: AbortSignal.timeout(8000),
    }).catch(() => {
      throw new ServiceError(503, 'Google sign-in is unavailable right now, please try again');
    });
    if (response.status >= 500) throw new ServiceError(503, 'Google sign-in is unavailable right now, please try again');
    if (!response.ok) return null;
    return response.json();
  }
}
