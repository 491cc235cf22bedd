// The app itself, loaded by the entry (src/main.tsx): hydrates a server-rendered page or renders one.
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { searchWithoutTracking } from '@shop/contracts/src/http/page-rendering-constants';
import { hydrateShopApi, shopApi } from '../lib/api/shop-api';
import { nextTask, SERVER_STATE_ELEMENT_ID } from '../lib/server-rendered-page';
import { DeferHydrationOutOfView, hydrateWaitingSections } from '../lib/hydration/hydrate-when-visible';
import { loadChakraProvider } from '../lib/chakra/chakra-area';
import { AppProviders } from './providers';
import { createAppRouter, preloadPage } from './router';
import { makeStore } from './store';

/**
 * Marks the page as the app's once React has taken it over (hydrated a server-rendered page, or
 * rendered one): `<html data-interactive>`, which the browser tests wait for before they click.
 * It wraps the app rather than standing beside it: a sibling would make the browser's tree fork
 * where the server's does not, and every `useId` (the ids a label or a tab refers to its control by,
 * the sections that hydrate later) would differ from the server's markup.
 */
function MarkInteractive({ children }: { children: ReactNode }) {
  // A parent's effects run after all of its children's: the whole app has been taken over by now.
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return children;
}

/**
 * Starts the app in steps, each a task of its own, so that no step holds a slow phone's main
 * thread for long: the store with the server's answers, the router, the page's code, then
 * hydration (or, for a page the server did not render, Chakra's provider and the first render).
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to mount the shop into');

  // The app's modules were evaluated in the task that loaded them; the store is made in the next
  // (its session reads the browser's storage, whose first read on a page is slow), and given the
  // server's answers in the one after.
  await nextTask();
  const store = makeStore();
  await nextTask();
  // A page the server rendered (frontend/src/server) comes with the API answers it was made from.
  const serverAnswers = document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
  if (serverAnswers) store.dispatch(hydrateShopApi({ [shopApi.reducerPath]: JSON.parse(serverAnswers) as unknown }));
  const hydrating = Boolean(serverAnswers && container.firstChild);
  // The state the page was rendered from, before the app's first requests and the session change it.
  const serverState = hydrating ? store.getState() : undefined;
  await nextTask();

  // The server rendered the page without a shared link's tracking parameters: the router starts
  // at that address too, so links made from it (a collection's next page) are the server's.
  if (hydrating) {
    const search = searchWithoutTracking(window.location.search);
    if (search !== window.location.search) window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}${window.location.hash}`);
  }
  const router = createAppRouter();
  const app = (
    <StrictMode>
      <MarkInteractive>
        <AppProviders store={store} serverState={serverState}>
          <RouterProvider router={router} />
        </AppProviders>
      </MarkInteractive>
    </StrictMode>
  );
  if (!hydrating) {
    // The pages the browser renders from the start (cart, checkout, account, the back office) are
    // drawn with Chakra: its provider, with the theme's global styles, goes around the whole app.
    const ChakraProvided = await loadChakraProvider();
    createRoot(container).render(<ChakraProvided>{app}</ChakraProvided>);
    return;
  }
  // A navigation reaches the whole page: the sections still waiting to hydrate go first (before the router renders it).
  const stopReleasing = router.subscribe(() => {
    hydrateWaitingSections();
    stopReleasing();
  });
  // The page's own code first, so hydration finds it loaded and keeps the server's markup as it is.
  await nextTask();
  await preloadPage(window.location.pathname);
  await nextTask();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page: a tap or scroll on a slow phone is never kept waiting behind it.
  // What is below the fold (`HydrateWhenVisible`) hydrates as it comes into view, not now.
  startTransition(() => void hydrateRoot(container, <DeferHydrationOutOfView>{app}</DeferHydrationOutOfView>));
}

void start();
