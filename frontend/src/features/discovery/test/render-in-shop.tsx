import '../../../test/dom-environment';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ChakraProvided } from '../../../lib/chakra/chakra-provider';
import { AppProviders } from '../../../app/providers';
import { makeStore } from '../../../app/store';

/** Renders `ui` with the shop's store, theme and a router, on a page of its own. */
export function renderInShop(ui: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/'] });
  const store = makeStore();
  const view = render(
    <ChakraProvided>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </ChakraProvided>,
  );
  return { ...view, router, store };
}
