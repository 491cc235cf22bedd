import { Box, IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { LuHeart, LuLogOut, LuPackage } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { GoogleLoginButton } from '../../../components/auth/google-login-button';
import type { User } from '../../../lib/auth/user';
import { useCurrentUser } from '../../../lib/auth/use-session';
import { paths } from '../../../lib/paths';
import { useSignOut } from '../hooks/use-sign-out';
import { UserAvatar } from './user-avatar';

function UserMenu({ user }: { user: User }) {
  const { signOut } = useSignOut();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton aria-label={`Account: ${user.name || user.email}`} variant="ghost" rounded="full">
          <UserAvatar user={user} />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="14rem">
            <Box px="2" py="1.5">
              <Text fontWeight="medium" lineClamp={1}>
                {user.name}
              </Text>
              <Text fontSize="sm" color="fg.muted" lineClamp={1}>
                {user.email}
              </Text>
            </Box>
            <Menu.Separator />
            <Menu.Item value="wishlist" asChild>
              <RouterLink to={paths.wishlist.getHref()}>
                <LuHeart aria-hidden="true" />
                Wishlist
              </RouterLink>
            </Menu.Item>
            <Menu.Item value="orders" asChild>
              <RouterLink to={paths.orders.getHref()}>
                <LuPackage aria-hidden="true" />
                Orders
              </RouterLink>
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="logout" onSelect={() => void signOut()}>
              <LuLogOut aria-hidden="true" />
              Logout
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/**
 * The header's account corner (spec section 2): the user avatar menu (Wishlist, Orders, Logout)
 * when logged in, otherwise the Google login button. Below the large breakpoint the login button
 * lives in the slide-in menu, where there is room for it; the avatar fits everywhere.
 */
export function AccountMenu() {
  const user = useCurrentUser();
  if (!user) return <GoogleLoginButton size="sm" display={{ base: 'none', lg: 'inline-flex' }} />;
  return <UserMenu user={user} />;
}
