import { Box, Stack } from '@chakra-ui/react';
import type { ApiQuote } from '@shop/contracts';
import { QuotedPrintsTable } from '../../../../components/ui/quoted-prints-table';
import { SummaryRow } from '../../../../components/ui/summary-row';
import { formatRupees } from '../../../../lib/money';

const money = (amount: number) => formatRupees(amount, { paise: true });

/** The quote as the server priced it: each print at the shop's price and the trade price, and the totals (GST included). */
export function QuoteSummary({ quote }: { quote: ApiQuote }) {
  return (
    <Stack gap="4" bg="white" borderWidth="1px" borderRadius="md" p="4">
      <QuotedPrintsTable
        items={quote.items}
        prices={[
          { header: 'Shop price', value: (item) => money(item.shopUnitPrice) },
          { header: 'Trade price', value: (item) => money(item.unitPrice) },
          { header: 'Line total', value: (item) => money(item.lineTotal) },
        ]}
      />
      <Box as="dl" alignSelf="end" minW={{ base: "full", sm: "80" }} aria-label="Quote totals">
        <SummaryRow label="At the shop’s prices" value={money(quote.totalAmount)} />
        <SummaryRow label={`Trade discount (${quote.discountPercent}%)`} value={`−${money(quote.discountApplied)}`} />
        <SummaryRow label="Client pays" value={money(quote.finalAmount)} emphasised />
      </Box>
    </Stack>
  );
}
