import { Table, Text } from '@chakra-ui/react';
import type { ApiQuote } from '@shop/contracts';
import { Link as RouterLink } from 'react-router';
import { formatLongDate } from '../../lib/dates';
import { formatRupees } from '../../lib/money';
import { designerPaths } from './designer-paths';
import { QuoteStatusBadge } from './quote-status-badge';

/** Quotes as rows: number (to the quote), client, prints, what the client pays, state, and when it expires. */
export function QuoteTable({ label, quotes }: { label: string; quotes: readonly ApiQuote[] }) {
  return (
    <Table.Root aria-label={label} size="sm" bg="white" borderWidth="1px">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Quote</Table.ColumnHeader>
          <Table.ColumnHeader>Client</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Prints</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Client pays</Table.ColumnHeader>
          <Table.ColumnHeader>Status</Table.ColumnHeader>
          <Table.ColumnHeader>Expires</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {quotes.map((quote) => (
          <Table.Row key={quote.id}>
            <Table.Cell>
              <RouterLink to={designerPaths.quote.getHref(quote.id)}>
                <Text as="span" fontWeight="semibold" color="brand.700">
                  {quote.quoteNumber}
                </Text>
              </RouterLink>
            </Table.Cell>
            <Table.Cell>
              <Text>{quote.clientName}</Text>
              <Text fontSize="sm" color="fg.muted">
                {quote.clientEmail}
              </Text>
            </Table.Cell>
            <Table.Cell textAlign="end">{quote.items.reduce((sum, item) => sum + item.quantity, 0)}</Table.Cell>
            <Table.Cell textAlign="end">{formatRupees(quote.finalAmount, { paise: true })}</Table.Cell>
            <Table.Cell>
              <QuoteStatusBadge status={quote.status} />
            </Table.Cell>
            <Table.Cell>{quote.status === 'draft' ? '—' : formatLongDate(quote.expiresAt)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
