import { HStack, Text, VisuallyHidden, type StackProps } from '@chakra-ui/react';

interface ProductPriceProps extends StackProps {
  /** Formatted discounted price. */
  price: string;
  /** Formatted price before the discount, shown struck through. */
  originalPrice: string;
  size?: 'md' | 'lg';
}

/** The discounted price beside the struck-through original one. */
export function ProductPrice({ price, originalPrice, size = 'md', ...props }: ProductPriceProps) {
  return (
    <HStack gap="2" alignItems="baseline" flexWrap="wrap" {...props}>
      <Text as="span" fontWeight="semibold" fontSize={size === 'lg' ? '3xl' : 'lg'} color="fg">
        {price}
      </Text>
      <Text as="s" fontSize={size === 'lg' ? 'lg' : 'sm'} color="fg.muted">
        {/* Strike-through is not read out, so say what the second price is. */}
        <VisuallyHidden>Original price: </VisuallyHidden>
        <span>{originalPrice}</span>
      </Text>
    </HStack>
  );
}
