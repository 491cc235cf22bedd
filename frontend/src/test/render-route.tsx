import './dom-environment';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { makeStore, type AppStore } from '../app/store';

/** Renders the real app (routes, layout, store, theme) at `path`, as a browser would show it. */
export function renderRoute(path: string, store: AppStore = makeStore()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, store };
}
