import { lazy, Suspense, useSyncExternalStore } from 'react';
import { hasShownToast, onFirstToast } from './toast-store';

// Most visits never show a toast, so the toast areas and their code load with the first one.
const ToastGroups = lazy(() => import('./toast-groups'));

/** Where toasts appear; mounted once in the site layout. Show one with `toast()` from './toast-store'. */
export function Toaster() {
  const needed = useSyncExternalStore(onFirstToast, hasShownToast, () => false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastGroups />
    </Suspense>
  );
}
