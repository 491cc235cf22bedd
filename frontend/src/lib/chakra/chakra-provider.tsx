import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { nextTask, SERVER_STATE_ELEMENT_ID } from '../server-rendered-page';
import { hydratingShopSystem, shopSystem, shopSystemInSteps } from '../../theme';
import { takeOverServerStyles } from './server-styles';
import { ChakraProvidedContext, useChakraProvided } from './chakra-area';

// One Emotion cache for every Chakra part of the page: the styles one inserts, the next finds there.
let cache: EmotionCache | undefined;

/**
 * The shop's Chakra system for this page. A page the server rendered carries the theme's global
 * styles (the reset, the body's styles, the tokens' CSS variables) in its head, which the
 * storefront's own styles use too: the system without them (`hydratingShopSystem`) leaves them
 * there. A page the browser renders from the start gets them from the full system.
 */
function systemForThisPage() {
  return document.getElementById(SERVER_STATE_ELEMENT_ID) ? hydratingShopSystem() : shopSystem();
}

/** Builds the shop's system before the provider first needs it, in steps of a task each (its token dictionary alone is a long task on a phone). */
export async function buildSystem(): Promise<void> {
  await shopSystemInSteps(nextTask);
}

/** Chakra's provider with the shop's theme and Emotion cache, unless one is already above. */
export function ChakraProvided({ children }: { children: ReactNode }) {
  const provided = useChakraProvided();
  if (provided) return children;
  cache ??= takeOverServerStyles();
  return (
    <CacheProvider value={cache}>
      <ChakraProvider value={systemForThisPage()}>
        <ChakraProvidedContext.Provider value={true}>{children}</ChakraProvidedContext.Provider>
      </ChakraProvider>
    </CacheProvider>
  );
}
