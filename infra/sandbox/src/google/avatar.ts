import { escapeHtml } from '../shared/html';
import type { GoogleAccount } from './google-accounts';

const COLOURS = ['#5f259f', '#1a73e8', '#188038', '#c5221f', '#e37400', '#7b1fa2'];

/** A profile picture like Google's default one: the initials on a colour picked by the subject id. */
export function renderAvatar(account: GoogleAccount): string {
  const initials = [account.givenName, account.familyName].map((part) => part.charAt(0)).join('').toUpperCase() || '?';
  const colour = COLOURS[Number(BigInt(account.sub) % BigInt(COLOURS.length))];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeHtml(account.name)}">
<circle cx="48" cy="48" r="48" fill="${colour}"/>
<text x="48" y="48" dy=".35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="40" fill="#fff">${escapeHtml(initials)}</text>
</svg>
`;
}
