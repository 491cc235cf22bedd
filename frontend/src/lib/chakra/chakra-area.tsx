import { createContext, lazy, useContext, type ComponentProps, type ComponentType, type ReactNode } from 'react';

/**
 * Chakra UI draws the parts of the shop a shopper opens by doing something (dialogs, menus,
 * toasts), the pages the server does not render (cart, checkout, account, tracking) and the back
 * office and trade portal. The server-rendered storefront is drawn with styles made at build time
 * (CSS modules) and needs none of it, so a phone opening a shared link neither downloads Chakra
 * nor builds its theme before the page responds. Chakra's provider comes with the first such
 * part, loaded with it (`lazyWithChakra`).
 */
export const ChakraProvidedContext = createContext(false);

/** Whether a Chakra provider is above: the app's, on a page the browser renders from the start. */
export const useChakraProvided = () => useContext(ChakraProvidedContext);

/** Chakra's provider, with the shop's system built in steps of a task each (the first dialog opened on a phone waits for it, not the page). */
async function loadProvider() {
  const provider = await import('./chakra-provider');
  await provider.buildSystem();
  return provider;
}

/**
 * `lazy(load)` for a component drawn with Chakra: its code and Chakra's provider load together,
 * and it renders inside the provider unless one is already above it. Like React's own `lazy`, it
 * takes a component of any props, which the result then takes.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWithChakra<Component extends ComponentType<any>>(load: () => Promise<{ default: Component }>) {
  return lazy(async () => {
    const [{ default: Component }, { ChakraProvided }] = await Promise.all([load(), loadProvider()]);
    function WithChakra(props: ComponentProps<Component>) {
      return (
        <ChakraProvided>
          <Component {...props} />
        </ChakraProvided>
      );
    }
    WithChakra.displayName = `WithChakra(${Component.displayName ?? Component.name})`;
    return { default: WithChakra };
  });
}

/** Loads Chakra's provider now: a page the server did not render starts with it (src/app/start.tsx). */
export async function loadChakraProvider(): Promise<ComponentType<{ children: ReactNode }>> {
  return (await loadProvider()).ChakraProvided;
}
