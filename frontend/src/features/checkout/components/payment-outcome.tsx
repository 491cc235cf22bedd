import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PaymentOutcomeProps {
  icon: ReactNode;
  iconColor: string;
  title: string;
  children: ReactNode;
  /** Buttons and links, first the main one. */
  actions: ReactNode;
}

/** The frame of the pages a shopper sees on return from the gateway: icon, title, message, next steps. */
export function PaymentOutcome({ icon, iconColor, title, children, actions }: PaymentOutcomeProps) {
  return (
    <Box maxW="xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '12', md: '20' }}>
      <Stack
        align="center"
        textAlign="center"
        gap="5"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border"
        borderRadius="l3"
        p={{ base: '6', md: '10' }}
      >
        <Box color={iconColor} fontSize="5xl" aria-hidden="true">
          {icon}
        </Box>
        <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        <Stack gap="3" color="fg.muted">
          {children}
        </Stack>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" pt="2" w={{ base: 'full', sm: 'auto' }}>
          {actions}
        </Stack>
      </Stack>
    </Box>
  );
}

/** The order number, set off so it can be copied or quoted. */
export function OrderNumberNote({ orderNumber }: { orderNumber: string }) {
  return (
    <Text>
      Order number{' '}
      <Text as="strong" color="fg" fontWeight="semibold" overflowWrap="anywhere">
        {orderNumber}
      </Text>
    </Text>
  );
}
