/** The longest refusal shown: the gateway's messages are one short sentence. */
const MAX_LENGTH = 200;

/**
 * What the sign-in page says when the Google callback sent the browser back with `?error=<message>`:
 * the message on one line, shortened, or null when there was none. React shows it as text only.
 */
export function refusalMessage(error: string | null): string | null {
  const message = error?.replace(/\s+/g, ' ').trim();
  if (!message) return null;
  return message.length > MAX_LENGTH ? `${message.slice(0, MAX_LENGTH - 1)}…` : message;
}
