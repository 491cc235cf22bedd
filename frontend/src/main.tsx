import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter, preloadPage } from './app/router';
import { makeStore } from './app/store';
import { hydrateShopApi, shopApi } from './lib/api/shop-api';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the shop into');

// A page the server rendered (frontend/src/server) comes with the API answers it was made from.
const serverState = document.getElementById('shop-state')?.textContent;
const store = makeStore();
if (serverState) store.dispatch(hydrateShopApi({ [shopApi.reducerPath]: JSON.parse(serverState) as unknown }));

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

const app = (
  <StrictMode>
    <AppProviders store={store}>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
    <InteractiveMark />
  </StrictMode>
);

if (serverState && container.firstChild) {
  // The page's own code first, so hydration finds it loaded and keeps the server's markup as it is.
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page: a tap or scroll on a slow phone is never kept waiting behind it.
  void preloadPage(window.location.pathname).then(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  createRoot(container).render(app);
}
