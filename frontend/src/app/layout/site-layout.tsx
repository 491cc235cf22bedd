import { Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { PageBackground } from '../../components/ui/page-background';
import { Toaster } from '../../components/ui/toaster';
import { useSessionSync } from '../../features/account/hooks/use-session-sync';
import { HydrateWhenVisible } from '../../lib/hydration/hydrate-when-visible';
import { paths } from '../../lib/paths';
import { HomeSkeleton, PageSkeleton } from './page-skeleton';
import { showsSiteChrome } from './site-chrome';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './site-layout.module.css';

/** How long a page transition shows the skeleton (spec section 9). */
export const PAGE_TRANSITION_MS = 300;

/**
 * Whether the page is changing: true for 300 ms after the path changes, which also scrolls
 * to the top (spec section 2). Query-only changes such as paging a collection are not transitions.
 */
function usePageTransition(pathname: string): boolean {
  const [settledPath, setSettledPath] = useState(pathname);

  useEffect(() => {
    if (pathname === settledPath) return;
    window.scrollTo(0, 0);
    const timer = window.setTimeout(() => setSettledPath(pathname), PAGE_TRANSITION_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, settledPath]);

  return pathname !== settledPath;
}

/** The frame around every route: background, header and footer where they belong, and page transitions. */
export function SiteLayout() {
  const { pathname } = useLocation();
  useSessionSync();
  const withChrome = showsSiteChrome(pathname);
  const transitioning = usePageTransition(pathname);
  const skeleton = pathname === paths.home.path ? <HomeSkeleton /> : <PageSkeleton />;

  return (
    <>
      <ScrollRestoration />
      <PageBackground />
      <div className={styles.frame}>
        {withChrome && <SiteHeader />}
        {/* At least a screen tall: the footer starts below the fold, so a page filling in above it shifts nothing in view. */}
        <main className={styles.main}>
          {transitioning && skeleton}
          {/* The next page mounts (and starts loading its data) behind the skeleton. */}
          <div hidden={transitioning} className={styles.page}>
            <Suspense fallback={skeleton}>
              <Outlet />
            </Suspense>
          </div>
        </main>
        {/* Below every page's fold, the footer hydrates as it comes into view. */}
        {withChrome && <HydrateWhenVisible section={SiteFooter} />}
      </div>
      <Toaster />
    </>
  );
}
