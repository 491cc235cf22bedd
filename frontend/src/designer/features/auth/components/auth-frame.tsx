import { Box, Center, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Logo } from '../../../../components/ui/logo';

/** The frame of the pages a designer uses before signing in: the shop's logo and one card, no shop header or footer. */
export function AuthFrame({ title, intro, width = 'md', children }: { title: string; intro?: ReactNode; width?: 'md' | '2xl'; children: ReactNode }) {
  return (
    <Center minH="100dvh" bg="gray.50" px="4" py="10">
      <Stack gap="6" w="full" maxW={width}>
        <Box asChild alignSelf="center">
          <Logo />
        </Box>
        <Box as="main" bg="white" borderWidth="1px" borderRadius="lg" p={{ base: '5', md: '8' }}>
          <Stack gap="5">
            <Stack gap="1">
              <Text fontSize="sm" color="fg.muted">
                Trade programme
              </Text>
              <Heading as="h1" fontSize="2xl">
                {title}
              </Heading>
              {intro && <Text color="fg.muted">{intro}</Text>}
            </Stack>
            {children}
          </Stack>
        </Box>
      </Stack>
    </Center>
  );
}
