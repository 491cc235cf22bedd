/**
 * The name the provider sandbox's Google gives an address it does not list (infra/sandbox
 * google-accounts.ts): its local part's words, capitalised. "meera.iyer@…" is "Meera Iyer".
 */
export function sandboxAccountName(email: string): string {
  return email
    .split('@')[0]
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}
