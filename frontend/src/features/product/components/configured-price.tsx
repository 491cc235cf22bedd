import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { ProductPrice } from '../../../components/ui/product-price';
import { formatRupees } from '../../../lib/money';
import type { PrintProduct } from '../model/print-options';
import { shownPrice } from '../model/print-price';
import { usePrintConfiguration } from './print-configuration';

/**
 * The product page's price for the configured print: the rounded discounted price, the MRP
 * struck through and the discount, with GST below. Announced politely whenever it changes.
 */
export function ConfiguredPrice({ product }: { product: PrintProduct }) {
  const { pricing } = usePrintConfiguration(product);
  const quote = pricing.shown;

  return (
    <Stack role="status" aria-label="Price" aria-atomic="true" aria-busy={pricing.pending} gap="1">
      {quote ? (
        <>
          <HStack gap="3" flexWrap="wrap" opacity={pricing.pending ? 0.6 : 1} transition="opacity 0.2s">
            <ProductPrice price={formatRupees(shownPrice(quote))} originalPrice={formatRupees(quote.mrp)} size="lg" />
            <Badge colorPalette="red" variant="solid">
              {quote.discountPercent}% OFF
            </Badge>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {`+ ${formatRupees(quote.gst, { paise: true })} GST, ${formatRupees(quote.finalPrice, { paise: true })} in all`}
          </Text>
        </>
      ) : (
        <Text fontSize="xl" fontWeight="semibold" color="fg.error">
          {pricing.problem}
        </Text>
      )}
    </Stack>
  );
}
