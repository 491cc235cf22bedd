import { Suspense } from 'react';
import { lazyWithChakra } from '../../../lib/chakra/chakra-area';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { GoogleLoginButton } from './google-login-button';
import styles from './account-menu.module.css';

// Signed-out visitors, the most common, never download the menu, its positioning and the avatar (Chakra's).
const UserMenu = lazyWithChakra(() => import('./user-menu'));

/**
 * The header's account corner (spec section 2): the user avatar menu (Wishlist, Orders, Logout)
 * when logged in, otherwise the Google login button. Below the large breakpoint the login button
 * lives in the slide-in menu, where there is room for it; the avatar fits everywhere.
 */
export function AccountMenu() {
  const user = useCurrentUser();
  if (!user) return <GoogleLoginButton size="sm" className={styles.login} />;
  return (
    // Holds the avatar button's place while its code loads, so the header does not shift.
    <Suspense fallback={<div className={styles.placeholder} />}>
      <UserMenu user={user} />
    </Suspense>
  );
}
