import { IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { LuMenu } from 'react-icons/lu';

// The drawer (and its dialog, focus trap and scroll lock) loads on the first tap: most visits never open it.
const MobileMenuDrawer = lazy(() => import('./mobile-menu-drawer'));

/** The menu button that replaces the header links on phones, and the slide-in menu it opens. */
export function MobileMenu() {
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const [open, setOpen] = useState(false);

  return (
    <>
      <IconButton
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        variant="ghost"
        display={{ base: 'inline-flex', lg: 'none' }}
        onClick={() => {
          setDrawerLoaded(true);
          setOpen(true);
        }}
      >
        <LuMenu />
      </IconButton>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
