const POPUP_NAME = 'google-sign-in';
const POPUP_WIDTH = 500;
const POPUP_HEIGHT = 640;

let activePopup: Window | null = null;

export type SignInPopupOpening = { status: 'opened'; popup: Window } | { status: 'blocked' } | { status: 'in-progress' };

/**
 * Opens the sign-in popup, blank for now; the sign-in code (loaded on demand) sends it to
 * Google. It must open synchronously inside the click, or popup blockers stop it. While a
 * sign-in is under way its popup is brought forward instead of opening a second one.
 */
export function openSignInPopup(): SignInPopupOpening {
  if (activePopup && !activePopup.closed) {
    activePopup.focus();
    return { status: 'in-progress' };
  }
  const left = Math.round(window.screenX + Math.max(0, (window.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.round(window.screenY + Math.max(0, (window.outerHeight - POPUP_HEIGHT) / 2));
  const popup = window.open('', POPUP_NAME, `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`);
  if (!popup) return { status: 'blocked' };
  activePopup = popup;
  return { status: 'opened', popup };
}

/** Ends the sign-in that `popup` belongs to, closing the popup if it is still open. */
export function closeSignInPopup(popup: Window): void {
  if (!popup.closed) popup.close();
  if (activePopup === popup) activePopup = null;
}
