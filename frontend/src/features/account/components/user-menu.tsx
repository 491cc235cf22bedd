import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { LuHeart, LuLogOut, LuPackage } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import type { ApiUser } from '@shop/contracts';
import { paths } from '../../../lib/paths';
import { useSignOut } from '../hooks/use-sign-out';
import { UserAvatar } from './user-avatar';
import { UserNameAndEmail } from './user-name-and-email';

/**
 * The signed-in shopper's avatar and the menu it opens: Wishlist, Orders and Logout. The avatar
 * sits in the sticky header, so the menu is positioned against the viewport as the header is: when
 * the page scrolls under an open menu, it stays under the avatar instead of scrolling away with
 * the page for a frame and jumping back (a click in that frame missed its item).
 */
export default function UserMenu({ user }: { user: ApiUser }) {
  const { signOut } = useSignOut();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end', strategy: 'fixed' }}>
      <Menu.Trigger asChild>
        <IconButton aria-label={`Account: ${user.name || user.email}`} variant="ghost" rounded="full">
          <UserAvatar user={user} />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="14rem">
            <UserNameAndEmail user={user} px="2" py="1.5" />
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
