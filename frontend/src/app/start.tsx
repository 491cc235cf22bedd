// The app itself, loaded by the entry (src/main.tsx): hydrates a server-rendered page or renders one.
import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { hydrateShopApi, shopApi } from '../lib/api/shop-api';
import { SERVER_STATE_ELEMENT_ID } from '../lib/server-rendered-page';
import { hydratingShopSystem, shopSystem } from '../theme';
import { AppProviders } from './providers';
import { createAppRouter, preloadPage } from './router';
import { takeOverServerStyles } from './server-styles';
import { makeStore } from './store';

/** Lets the browser paint and answer input before the next step: each step is a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Marks the page as the app's once React has taken it over (hydrated a server-rendered page, or
 * rendered one): `<html data-interactive>`, which the browser tests wait for before they click.
 */
function InteractiveMark() {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return null;
}

/**
 * Starts the app in steps, each a task of its own, so that no step holds a slow phone's main
 * thread for long: the store with the server's answers, the theme, the router, the page's code,
 * then hydration (or, for a page the server did not render, the first render).
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to mount the shop into');

  // A page the server rendered (frontend/src/server) comes with the API answers it was made from.
  const serverState = document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
  const store = makeStore();
  if (serverState) store.dispatch(hydrateShopApi({ [shopApi.reducerPath]: JSON.parse(serverState) as unknown }));
  const hydrating = Boolean(serverState && container.firstChild);
  await nextTask();
  const system = hydrating ? hydratingShopSystem() : shopSystem();
  await nextTask();

  const router = createAppRouter();
  const app = (
    <StrictMode>
      <CacheProvider value={takeOverServerStyles()}>
        <AppProviders store={store} system={system}>
          <RouterProvider router={router} />
        </AppProviders>
      </CacheProvider>
      <InteractiveMark />
    </StrictMode>
  );
  if (!hydrating) {
    createRoot(container).render(app);
    return;
  }
  // The page's own code first, so hydration finds it loaded and keeps the server's markup as it is.
  await nextTask();
  await preloadPage(window.location.pathname);
  await nextTask();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page: a tap or scroll on a slow phone is never kept waiting behind it.
  startTransition(() => void hydrateRoot(container, app));
}

void start();
