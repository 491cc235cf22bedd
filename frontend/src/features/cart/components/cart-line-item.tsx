import { Box, Flex, IconButton, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { AppLink } from '../../../components/ui/app-link';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { formatRupees } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { formatPrintSize } from '../../../lib/print-size';
import type { CartProduct } from '../model/cart-product';
import { MAX_LINE_QUANTITY, type CartLine } from '../model/cart-storage';

const rupees = (amount: number) => formatRupees(amount, { paise: true });

interface CartLineItemProps {
  line: CartLine;
  /** Undefined while the products load, when they failed to load, or when the product no longer exists. */
  product: CartProduct | undefined;
  products: 'loading' | 'loaded' | 'failed';
  unitPrice: number;
  /** The line is being updated; its buttons wait. */
  locked: boolean;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}

/** One line of the cart: the artwork, its options, unit price, quantity, line total and a remove button. */
export function CartLineItem({ line, product, products, unitPrice, locked, onQuantityChange, onRemove }: CartLineItemProps) {
  const titleId = useId();
  const options = `${formatPrintSize(line.size)} · ${line.medium} · ${line.framing}`;
  const href = product ? paths.product.getHref(product.id, product.slug) : paths.product.getHref(line.productId);
  const missingTitle = products === 'loaded' ? 'No longer available' : 'Artwork details could not be loaded';

  return (
    <Box as="li" aria-labelledby={titleId} py="5" borderBottomWidth="1px" borderColor="border" listStyleType="none">
      <Flex gap={{ base: '4', md: '5' }} align="start">
        <Box asChild flexShrink="0" boxSize={{ base: '20', md: '24' }} borderRadius="l2" overflow="hidden" bg="bg.subtle">
          <RouterLink to={href} tabIndex={-1} aria-hidden="true">
            {product && (
              <ResponsiveImage
                src={product.mainImage}
                media={product.media}
                sizes="96px"
                alt=""
                fill
                fit="cover"
                draggable={false}
              />
            )}
          </RouterLink>
        </Box>
        <Stack gap="3" flex="1" minW="0">
          <Flex gap="3" justify="space-between" align="start">
            <Stack gap="1" minW="0">
              {products === 'loading' ? (
                <Skeleton id={titleId} h="5" w="12rem" maxW="full" />
              ) : product ? (
                <AppLink id={titleId} to={href} fontFamily="heading" fontSize={{ base: 'md', md: 'lg' }} fontWeight="semibold" color="fg">
                  {product.title}
                </AppLink>
              ) : (
                <Text id={titleId} fontFamily="heading" fontSize={{ base: 'md', md: 'lg' }} fontWeight="semibold">
                  {missingTitle}
                </Text>
              )}
              <Text fontSize="sm" color="fg.muted">
                {options}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {`${rupees(unitPrice)} each`}
              </Text>
            </Stack>
            <IconButton
              aria-label={`Remove ${product?.title ?? 'this artwork'} (${options}) from the cart`}
              variant="ghost"
              size="sm"
              colorPalette="red"
              disabled={locked}
              onClick={onRemove}
            >
              <LuTrash2 />
            </IconButton>
          </Flex>
          <Flex justify="space-between" align="center" gap="3" flexWrap="wrap">
            <QuantityStepper
              label="Quantity"
              value={line.quantity}
              max={MAX_LINE_QUANTITY}
              disabled={locked}
              onChange={onQuantityChange}
            />
            <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
              {rupees(unitPrice * line.quantity)}
            </Text>
          </Flex>
        </Stack>
      </Flex>
    </Box>
  );
}
