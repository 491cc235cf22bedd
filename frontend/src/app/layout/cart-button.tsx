import { Box, Float } from '@chakra-ui/react';
import { LuShoppingBag } from 'react-icons/lu';
import { IconButtonLink } from '../../components/ui/button-link';
import { useCartQuantity } from '../../features/cart/hooks/use-cart-quantity';
import { paths } from '../../lib/paths';

/** Badges show at most two digits; the accessible name always has the exact number. */
const BADGE_LIMIT = 99;

function cartLabel(quantity: number): string {
  if (quantity === 0) return 'Cart';
  return `Cart, ${quantity} ${quantity === 1 ? 'item' : 'items'}`;
}

/** The header's cart link with a badge counting the items in the browser cart. */
export function CartButton() {
  const quantity = useCartQuantity();

  return (
    <IconButtonLink to={paths.cart.getHref()} aria-label={cartLabel(quantity)} variant="ghost" position="relative">
      <LuShoppingBag />
      {quantity > 0 && (
        <Float placement="top-end" offset="2">
          <Box
            aria-hidden="true"
            minW="5"
            h="5"
            px="1"
            borderRadius="full"
            bg="brand.solid"
            color="brand.contrast"
            fontSize="2xs"
            fontWeight="bold"
            lineHeight="5"
            textAlign="center"
          >
            {quantity > BADGE_LIMIT ? `${BADGE_LIMIT}+` : quantity}
          </Box>
        </Float>
      )}
    </IconButtonLink>
  );
}
