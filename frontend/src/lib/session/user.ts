import type { ApiUser } from '@shop/contracts';

/** Browser storage key of the logged-in user (spec section 3). */
export const STORED_USER_KEY = 'user';

function isUser(value: unknown): value is ApiUser {
  if (typeof value !== 'object' || value === null) return false;
  const { id, email, name, picture } = value as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    typeof email === 'string' &&
    typeof name === 'string' &&
    (picture === null || picture === undefined || typeof picture === 'string')
  );
}

/** Reads a stored user; anything else under the key (hand-edited, an older shape) counts as nobody. */
export function parseStoredUser(raw: string | null): ApiUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isUser(value) ? { ...value, picture: value.picture ?? null } : null;
  } catch {
    return null;
  }
}

export function readStoredUser(): ApiUser | null {
  try {
    return parseStoredUser(window.localStorage.getItem(STORED_USER_KEY));
  } catch {
    // Storage can be unavailable (privacy modes); the session cookie still works for this page.
    return null;
  }
}

export function writeStoredUser(user: ApiUser | null): void {
  try {
    if (user) window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(user));
    else window.localStorage.removeItem(STORED_USER_KEY);
  } catch {
    // As above: without storage the user is remembered for this page only.
  }
}
