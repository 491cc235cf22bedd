import { Button, HStack, Stack } from '@chakra-ui/react';
import { AppLink } from '../../../components/ui/app-link';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { paths } from '../../../lib/paths';
import { useSignOut } from '../hooks/use-sign-out';
import { GoogleLoginButton } from './google-login-button';
import { UserAvatar } from './user-avatar';
import { UserNameAndEmail } from './user-name-and-email';

interface MobileAccountProps {
  /** Called when a link is followed, so the menu can close. */
  onNavigate: () => void;
}

/** The account part of the slide-in menu: the login button, or who is signed in with their pages and Logout. */
export function MobileAccount({ onNavigate }: MobileAccountProps) {
  const user = useCurrentUser();
  const { signOut, signingOut } = useSignOut();
  if (!user) return <GoogleLoginButton fullWidth />;

  return (
    <Stack gap="3" w="full">
      <HStack gap="3">
        <UserAvatar user={user} />
        <UserNameAndEmail user={user} />
      </HStack>
      <HStack as="nav" aria-label="Account" gap="5">
        <AppLink to={paths.wishlist.getHref()} onClick={onNavigate} fontWeight="medium">
          Wishlist
        </AppLink>
        <AppLink to={paths.orders.getHref()} onClick={onNavigate} fontWeight="medium">
          Orders
        </AppLink>
      </HStack>
      <Button variant="outline" w="full" loading={signingOut} onClick={() => void signOut()}>
        Logout
      </Button>
    </Stack>
  );
}
