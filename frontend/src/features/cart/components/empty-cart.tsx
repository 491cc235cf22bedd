import { Box, EmptyState, Heading, VStack } from '@chakra-ui/react';
import { LuShoppingBag } from 'react-icons/lu';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../lib/paths';

/** The cart page without lines (spec section 2). */
export function EmptyCart() {
  return (
    <EmptyState.Root size="lg" py={{ base: '16', md: '24' }}>
      <EmptyState.Content>
        <EmptyState.Indicator color="brand.fg">
          <LuShoppingBag />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="2">
          <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }}>
            Your Shopping Cart is Empty
          </Heading>
          <EmptyState.Description>Find an artwork you love, choose its size, medium and frame, and it will wait here.</EmptyState.Description>
        </VStack>
        <Box asChild mt="4">
          <ButtonLink to={paths.allArt.getHref()} colorPalette="brand" size="lg">
            Continue Shopping
          </ButtonLink>
        </Box>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
