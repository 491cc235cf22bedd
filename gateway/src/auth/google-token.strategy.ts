import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { SignInWithGoogle, type User } from '@shop/contracts';
import { RequestClient } from '@shop/messaging';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-custom';

/**
 * Sign-in with an access token the SPA got from Google's token client (`{access_token}`).
 * The customer service checks the token with Google before any user is created or read.
 */
@Injectable()
export class GoogleTokenStrategy extends PassportStrategy(Strategy, 'google-token') {
  constructor(private readonly client: RequestClient) {
    super();
  }

  validate(req: FastifyRequest): Promise<User> {
    const accessToken = (req.body as { access_token?: unknown } | undefined)?.access_token;
    return this.client.request(SignInWithGoogle, { accessToken: accessToken as string }, req.context);
  }
}
