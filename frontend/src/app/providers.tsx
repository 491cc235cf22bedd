import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { system } from '../theme';
import type { AppStore } from './store';

interface AppProvidersProps {
  store: AppStore;
  children: ReactNode;
}

export function AppProviders({ store, children }: AppProvidersProps) {
  return (
    <ReduxProvider store={store}>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </ReduxProvider>
  );
}
