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

// The toasters (Chakra's toast machines) load with the first toast: most visits never show one.
let toasters: Promise<typeof import('./toasters')> | null = null;

/**
 * Shows a notification. Only one is ever visible (spec section 9): a new toast replaces the
 * one on screen at once instead of queueing behind it. Toasts shown one after another appear in that order.
 */
export function toast(message: ToastMessage): void {
  toasters ??= import('./toasters');
  void toasters.then(({ showToast }) => showToast(message));
  if (!anyToastShown) {
    anyToastShown = true;
    firstToastListeners.forEach((listener) => listener());
  }
}
