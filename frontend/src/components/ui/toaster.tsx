import { Suspense, useSyncExternalStore } from 'react';
import { lazyWithChakra } from '../../lib/chakra/chakra-area';
import { hasShownToast, onFirstToast } from './toast-store';

// Most visits never show a toast, so the toast areas and their code (Chakra's) load with the first one.
const ToastGroups = lazyWithChakra(() => import('./toast-groups'));

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
