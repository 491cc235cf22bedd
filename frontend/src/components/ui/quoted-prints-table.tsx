import { Table, Text } from '@chakra-ui/react';
import type { ApiClientQuote } from '@shop/contracts';
import { formatPrintSize } from '../../lib/print-size';

/** A print on a quote, as the designer and the client both see it. */
export type QuotedPrint = Pick<ApiClientQuote['items'][number], 'productId' | 'productTitle' | 'size' | 'medium' | 'frame' | 'quantity'>;

/** A price column after the quantity: its header and what it shows for a print. */
export interface PriceColumn<T extends QuotedPrint> {
  header: string;
  value: (item: T) => string;
}

/** "Quoted prints": each print (size, medium, frame), its quantity, then the prices the reader may see. */
export function QuotedPrintsTable<T extends QuotedPrint>({ items, prices }: { items: readonly T[]; prices: ReadonlyArray<PriceColumn<T>> }) {
  return (
    <Table.Root aria-label="Quoted prints" size="sm">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Print</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Quantity</Table.ColumnHeader>
          {prices.map((column) => (
            <Table.ColumnHeader key={column.header} textAlign="end">
              {column.header}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {items.map((item) => (
          <Table.Row key={`${item.productId}-${item.size}-${item.medium}-${item.frame}`}>
            <Table.Cell>
              <Text fontWeight="semibold">{item.productTitle}</Text>
              <Text fontSize="sm" color="fg.muted">
                {formatPrintSize(item.size)} · {item.medium} · {item.frame}
              </Text>
            </Table.Cell>
            <Table.Cell textAlign="end">{item.quantity}</Table.Cell>
            {prices.map((column) => (
              <Table.Cell key={column.header} textAlign="end">
                {column.value(item)}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
