import './dom-environment';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ChakraProvided } from '../lib/chakra/chakra-provider';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { makeStore, type AppStore } from '../app/store';

/** Renders the real app (routes, layout, store, theme) at `path`, as a browser that rendered it from the start would show it. */
export function renderRoute(path: string, store: AppStore = makeStore()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <ChakraProvided>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </ChakraProvided>,
  );
  return { ...view, router, store };
}
