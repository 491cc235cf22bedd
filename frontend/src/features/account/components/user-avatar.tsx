import { Avatar, type AvatarRootProps } from '@chakra-ui/react';
import type { ApiUser } from '@shop/contracts';

/**
 * The shopper's initials. Their Google picture is not shown: the shop's content security policy
 * loads images from its own origin only, and a picture from Google's servers would be refused.
 */
export function UserAvatar({ user, ...props }: { user: ApiUser } & AvatarRootProps) {
  return (
    <Avatar.Root size="sm" colorPalette="brand" variant="solid" {...props}>
      <Avatar.Fallback name={user.name || user.email} />
    </Avatar.Root>
  );
}
