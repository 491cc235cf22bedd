import { createToaster } from '@chakra-ui/react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastMessage {
  title?: string;
  description?: string;
  action?: { label: string; onClick: () => void };
  /** A link to a page of the shop, such as the cart after adding to it; following it closes the toast. */
  link?: { label: string; to: string };
  variant?: ToastVariant;
  /** Milliseconds before the toast closes by itself; 5000 unless set. */
  duration?: number;
}

/** Notification constants of spec section 9. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
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

let anyToastShown = false;
const firstToastListeners = new Set<() => void>();

/** Whether a toast has been shown yet; the toast area is only mounted from then on. */
export function hasShownToast(): boolean {
  return anyToastShown;
}

export function onFirstToast(listener: () => void): () => void {
  firstToastListeners.add(listener);
  return () => firstToastListeners.delete(listener);
}

/**
 * Shows a notification. Only one is ever visible (spec section 9): a new toast replaces the
 * one on screen at once instead of queueing behind it.
 */
export function toast({ title, description, action, link, variant = 'default', duration }: ToastMessage): string {
  topToaster.remove();
  cornerToaster.remove();
  const toaster = window.matchMedia(SMALL_SCREEN_UP).matches ? cornerToaster : topToaster;
  const id = toaster.create({
    title,
    description,
    action,
    duration,
    type: variant === 'destructive' ? 'error' : 'info',
    closable: true,
    meta: link ? { link } : undefined,
  });
  if (!anyToastShown) {
    anyToastShown = true;
    firstToastListeners.forEach((listener) => listener());
  }
  return id;
}
