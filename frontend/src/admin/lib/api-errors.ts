import { errorMessage, statusOf } from '../../lib/api/error-message';

export { statusOf };

/** What a staff member reads for a failed call (the server's own message, else a word about the connection). */
export const staffErrorMessage = errorMessage;

/**
 * Whether a write was refused because someone else saved the record since it was read (409 with
 * the services' "… was changed by someone else; reload it"), as opposed to another 409 such as a
 * taken name: only this one is answered by reloading.
 */
export function isStaleVersion(error: unknown): boolean {
  return statusOf(error) === 409 && /changed by someone else/i.test(staffErrorMessage(error));
}
