import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { GoogleLoginButton } from '../features/account/components/google-login-button';
import { ProductActionProvider, type ProductActionProps } from '../features/catalog/components/product-action';
import { WishlistHeartButton } from '../features/wishlist/components/wishlist-heart-button';
import type { AppStore, RootState } from './store';

/** The catalog's button beside each product: the wishlist heart, whose login dialog offers Google sign-in. */
function WishlistHeart(props: ProductActionProps) {
  return <WishlistHeartButton {...props} signInButton={<GoogleLoginButton />} />;
}

interface AppProvidersProps {
  store: AppStore;
  /**
   * The store's state as the server rendered the page, when hydrating one: what React hydrates
   * with, however the store has moved on since. A section that hydrates later than the rest
   * (`HydrateWhenVisible`) then matches the server's markup, and is brought up to date right after.
   */
  serverState?: RootState;
  children: ReactNode;
}

/** The app's store and the catalog's product button. Chakra's provider comes with the parts drawn with it (./chakra). */
export function AppProviders({ store, serverState, children }: AppProvidersProps) {
  return (
    <ReduxProvider store={store} serverState={serverState}>
      <ProductActionProvider value={WishlistHeart}>{children}</ProductActionProvider>
    </ReduxProvider>
  );
}
