import { Link as ChakraLink, type LinkProps as ChakraLinkProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

export interface AppLinkProps extends Omit<ChakraLinkProps, 'href' | 'asChild'> {
  to: string;
}

/** A Chakra-styled link that navigates inside the SPA. */
export function AppLink({ to, children, ...props }: AppLinkProps) {
  return (
    <ChakraLink asChild {...props}>
      <RouterLink to={to}>{children}</RouterLink>
    </ChakraLink>
  );
}
