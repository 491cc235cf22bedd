import { Box, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { ApiCartSummary } from '@shop/contracts';
import { SummaryRow } from '../../../components/ui/summary-row';
import { formatRupees } from '../../../lib/money';

const rupees = (amount: number) => formatRupees(amount, { paise: true });

interface OrderSummaryProps {
  /** Undefined while the first summary is on its way. */
  summary: ApiCartSummary | undefined;
  estimated: boolean;
  updating: boolean;
}

/** The cart's order summary (spec section 3): price, discount, subtotal, GST, free shipping and total, in rupees and paise. */
export function OrderSummary({ summary, estimated, updating }: OrderSummaryProps) {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      aria-busy={updating || !summary}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      p={{ base: '5', md: '6' }}
    >
      <Heading as="h2" id={headingId} fontSize="xl" mb="4">
        Order Summary
      </Heading>
      {summary ? (
        <Stack gap="3" opacity={updating ? 0.6 : 1} transition="opacity 0.2s">
          <Stack as="dl" gap="3">
            <SummaryRow label="Price" value={rupees(summary.basePrice)} />
            <SummaryRow label={`Discount (${summary.discountPercentage}%)`} value={`−${rupees(summary.discountAmount)}`} />
            <SummaryRow label="Subtotal" value={rupees(summary.subtotal)} />
            <SummaryRow label={`GST (${summary.gstRate}%)`} value={rupees(summary.gstAmount)} />
            <SummaryRow label="Shipping" value="Free" />
            <SummaryRow label="Total" value={rupees(summary.total)} emphasised />
          </Stack>
          {estimated && (
            <Text fontSize="xs" color="fg.muted">
              Estimated from the prices last shown.
            </Text>
          )}
        </Stack>
      ) : (
        <Stack gap="3" role="status" aria-label="Calculating total">
          {[0, 1, 2, 3, 4].map((row) => (
            <Skeleton key={row} h="5" />
          ))}
          <Skeleton h="7" mt="2" />
        </Stack>
      )}
    </Box>
  );
}
