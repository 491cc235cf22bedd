import { Box, Stack, Table, Text } from '@chakra-ui/react';
import type { ApiQuote } from '@shop/contracts';
import { SummaryRow } from '../../../../components/ui/summary-row';
import { formatRupees } from '../../../../lib/money';
import { formatPrintSize } from '../../../../lib/print-size';

const money = (amount: number) => formatRupees(amount, { paise: true });

/** The quote as the server priced it: each print at the shop's price and the trade price, and the totals (GST included). */
export function QuoteSummary({ quote }: { quote: ApiQuote }) {
  return (
    <Stack gap="4" bg="white" borderWidth="1px" borderRadius="md" p="4">
      <Table.Root aria-label="Quoted prints" size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Print</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Quantity</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Shop price</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Trade price</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Line total</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {quote.items.map((item) => (
            <Table.Row key={`${item.productId}-${item.size}-${item.medium}-${item.frame}`}>
              <Table.Cell>
                <Text fontWeight="semibold">{item.productTitle}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {formatPrintSize(item.size)} · {item.medium} · {item.frame}
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="end">{item.quantity}</Table.Cell>
              <Table.Cell textAlign="end">{money(item.shopUnitPrice)}</Table.Cell>
              <Table.Cell textAlign="end">{money(item.unitPrice)}</Table.Cell>
              <Table.Cell textAlign="end">{money(item.lineTotal)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Box as="dl" alignSelf="end" minW={{ base: "full", sm: "80" }} aria-label="Quote totals">
        <SummaryRow label="At the shop’s prices" value={money(quote.totalAmount)} />
        <SummaryRow label={`Trade discount (${quote.discountPercent}%)`} value={`−${money(quote.discountApplied)}`} />
        <SummaryRow label="Client pays" value={money(quote.finalAmount)} emphasised />
      </Box>
    </Stack>
  );
}
