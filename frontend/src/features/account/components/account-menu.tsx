import { Box } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { GoogleLoginButton } from './google-login-button';

// Signed-out visitors, the most common, never download the menu, its positioning and the avatar.
const UserMenu = lazy(() => import('./user-menu'));

/**
 * The header's account corner (spec section 2): the user avatar menu (Wishlist, Orders, Logout)
 * when logged in, otherwise the Google login button. Below the large breakpoint the login button
 * lives in the slide-in menu, where there is room for it; the avatar fits everywhere.
 */
export function AccountMenu() {
  const user = useCurrentUser();
  if (!user) return <GoogleLoginButton size="sm" display={{ base: 'none', lg: 'inline-flex' }} />;
  return (
    // Holds the avatar button's place while its code loads, so the header does not shift.
    <Suspense fallback={<Box boxSize="10" flexShrink="0" />}>
      <UserMenu user={user} />
    </Suspense>
  );
}
