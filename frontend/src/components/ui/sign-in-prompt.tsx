import { Box, EmptyState, Heading, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuLogIn } from 'react-icons/lu';

interface SignInPromptProps {
  /** The page's heading, kept while logged out so the shopper knows where they are. */
  title: string;
  description: string;
  /** The sign-in button, which the account feature provides. */
  children: ReactNode;
}

/** What a page for signed-in shoppers (wishlist, orders) shows a logged-out visitor. */
export function SignInPrompt({ title, description, children }: SignInPromptProps) {
  return (
    <EmptyState.Root size="lg" py={{ base: '16', md: '24' }}>
      <EmptyState.Content>
        <EmptyState.Indicator color="brand.fg">
          <LuLogIn />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="2">
          <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }}>
            {title}
          </Heading>
          <EmptyState.Description>{description}</EmptyState.Description>
        </VStack>
        <Box mt="4">{children}</Box>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
