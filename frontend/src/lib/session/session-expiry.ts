import type { Dispatch } from '@reduxjs/toolkit';
import { endSession } from './session-slice';

/**
 * For calls that need the session cookie (`onQueryStarted` of the wishlist and orders): a 401
 * means the server has ended the session (expired, or logged out in another tab), so the
 * stored user is forgotten and the screens ask the shopper to sign in again.
 */
export async function endSessionWhenUnauthorized(queryFulfilled: Promise<unknown>, dispatch: Dispatch): Promise<void> {
  try {
    await queryFulfilled;
  } catch (rejection) {
    if ((rejection as { error?: { status?: unknown } }).error?.status === 401) endSession(dispatch);
  }
}
