import { Suspense, useState } from 'react';
import { LuMenu } from 'react-icons/lu';
import { buttonClass } from '../../components/ui/button-class';
import { lazyWithChakra } from '../../lib/chakra/chakra-area';
import styles from './mobile-menu.module.css';

// The drawer (Chakra's, with its dialog, focus trap and scroll lock) loads on the first tap: most visits never open it.
const MobileMenuDrawer = lazyWithChakra(() => import('./mobile-menu-drawer'));

/** The menu button that replaces the header links on phones, and the slide-in menu it opens. */
export function MobileMenu() {
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const [open, setOpen] = useState(false);

  return (
    <>
      <button
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={buttonClass({ variant: 'ghost', icon: true }, styles.trigger)}
        onClick={() => {
          setDrawerLoaded(true);
          setOpen(true);
        }}
      >
        <LuMenu />
      </button>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
