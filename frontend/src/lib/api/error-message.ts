import { isShopApiError } from './base-query';

/** The HTTP status of a failed call, or undefined when it never got an answer. */
export function statusOf(error: unknown): number | undefined {
  return isShopApiError(error) && typeof error.status === 'number' ? error.status : undefined;
}

/**
 * The gateway's own words in an error body `{ statusCode, message }` (a 400 lists one message per
 * broken field), or undefined when the body holds none: not JSON, or no message in it.
 */
export function messageInBody(body: string): string | undefined {
  try {
    const { message } = JSON.parse(body) as { message?: unknown };
    if (typeof message === 'string' && message.trim()) return message;
    if (Array.isArray(message) && message.length > 0 && message.every((part) => typeof part === 'string')) return message.join('; ');
  } catch {
    // Not JSON: no message of the gateway's.
  }
  return undefined;
}

/** What the server said for a refusal answered with `status` and `body`: its message, else the body's text, else the status. */
export function serverMessage(status: number, body: string): string {
  return messageInBody(body) ?? (body.trim() || `The shop answered ${status}.`);
}

/**
 * What a person reads for any failed call of an RTK Query hook: the server's own message when it
 * answered, a word about the connection when it did not.
 */
export function errorMessage(error: unknown): string {
  if (!isShopApiError(error)) return 'Something went wrong. Please try again.';
  if (typeof error.status !== 'number') return 'The shop did not answer. Check the connection and try again.';
  return serverMessage(error.status, error.message.replace(/^\d{3}: /, ''));
}
