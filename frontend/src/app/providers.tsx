import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { GoogleLoginButton } from '../features/account/components/google-login-button';
import { ProductActionProvider, type ProductActionProps } from '../features/catalog/components/product-action';
import { WishlistHeartButton } from '../features/wishlist/components/wishlist-heart-button';
import { system } from '../theme';
import type { AppStore } from './store';

/** The catalog's button beside each product: the wishlist heart, whose login dialog offers Google sign-in. */
function WishlistHeart(props: ProductActionProps) {
  return <WishlistHeartButton {...props} signInButton={<GoogleLoginButton />} />;
}

interface AppProvidersProps {
  store: AppStore;
  children: ReactNode;
}

export function AppProviders({ store, children }: AppProvidersProps) {
  return (
    <ReduxProvider store={store}>
      <ChakraProvider value={system}>
        <ProductActionProvider value={WishlistHeart}>{children}</ProductActionProvider>
      </ChakraProvider>
    </ReduxProvider>
  );
}
