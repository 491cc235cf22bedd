import type { ShopApiError } from '../../../lib/api/base-query';
import { messageInBody } from '../../../lib/api/error-message';

/** Where a sign-in failed, which decides what the shopper is told (spec section 8). */
export type SignInFailure = 'popup' | 'server' | 'other';

export const SIGN_IN_SUCCEEDED = 'Successfully logged in!';
/** The popup was blocked or closed, or Google answered with an error (the shopper cancelled, for one). */
export const POPUP_FAILED = 'Failed to login with Google. Please try again.';
/** The server refused the sign-in without saying why. */
export const SERVER_FAILED = 'Failed to authenticate with server';
/** Anything else: the network, the sign-in settings. */
export const SIGN_IN_FAILED = 'Failed to login. Please try again.';

export class SignInError extends Error {
  constructor(
    readonly failure: SignInFailure,
    message: string,
  ) {
    super(message);
    this.name = 'SignInError';
  }
}

export function popupFailure(): SignInError {
  return new SignInError('popup', POPUP_FAILED);
}

export function otherFailure(): SignInError {
  return new SignInError('other', SIGN_IN_FAILED);
}

/**
 * The failure of `POST /api/auth/google`: when the server answered, its message (or a generic
 * one); when it could not be reached or answered nonsense, the general sign-in failure.
 */
export function signInRequestFailure(error: unknown): SignInError {
  const apiError = error as Partial<ShopApiError> | undefined;
  if (typeof apiError?.status !== 'number' || typeof apiError.message !== 'string') return otherFailure();
  return new SignInError('server', messageInBody(apiError.message.slice(`${apiError.status}: `.length)) ?? SERVER_FAILED);
}

/** What to tell the shopper about any error thrown while signing in. */
export function signInErrorMessage(error: unknown): string {
  return error instanceof SignInError ? error.message : SIGN_IN_FAILED;
}
