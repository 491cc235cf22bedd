import { Stack, Text, type StackProps } from '@chakra-ui/react';
import type { ApiUser } from '@shop/contracts';

/** Who is signed in: their name over their email, each on one line. */
export function UserNameAndEmail({ user, ...props }: { user: ApiUser } & StackProps) {
  return (
    <Stack gap="0" minW="0" {...props}>
      <Text fontWeight="medium" lineClamp={1}>
        {user.name}
      </Text>
      <Text fontSize="sm" color="fg.muted" lineClamp={1}>
        {user.email}
      </Text>
    </Stack>
  );
}
