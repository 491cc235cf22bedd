import { createToaster } from '@chakra-ui/react';
import { TOAST_DURATION_MS, type ToastMessage } from './toast-store';

/** Chakra's small breakpoint (30em): toasts sit at the top below it and bottom right from it up. */
const SMALL_SCREEN_UP = '(min-width: 30em)';

const storeOptions = {
  max: 1,
  duration: TOAST_DURATION_MS,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
};

// A toaster's placement is fixed when it is created, so each placement has its own; `toast`
// picks one by screen width when the toast is shown.
export const topToaster = createToaster({ ...storeOptions, placement: 'top' });
export const cornerToaster = createToaster({ ...storeOptions, placement: 'bottom-end' });
export type ShopToaster = typeof topToaster;

/** Replaces whatever toast is on screen with this one, in the corner on wider screens and at the top on phones. */
export function showToast({ title, description, action, link, variant = 'default', duration }: ToastMessage): void {
  topToaster.remove();
  cornerToaster.remove();
  const toaster = window.matchMedia(SMALL_SCREEN_UP).matches ? cornerToaster : topToaster;
  toaster.create({
    title,
    description,
    action,
    duration,
    type: variant === 'destructive' ? 'error' : 'info',
    closable: true,
    meta: link ? { link } : undefined,
  });
}
