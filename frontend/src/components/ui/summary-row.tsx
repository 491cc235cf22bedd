import { Flex, Text } from '@chakra-ui/react';

interface SummaryRowProps {
  label: string;
  value: string;
  /** The total: larger, bold, set off by a rule. */
  emphasised?: boolean;
  emphasisedSize?: 'md' | 'lg';
}

/** One label/amount line of a price summary, inside a `<dl>` (cart and order tracking). */
export function SummaryRow({ label, value, emphasised = false, emphasisedSize = 'lg' }: SummaryRowProps) {
  return (
    <Flex
      justify="space-between"
      gap="4"
      fontSize={emphasised ? emphasisedSize : 'sm'}
      fontWeight={emphasised ? 'semibold' : 'normal'}
      borderTopWidth={emphasised ? '1px' : undefined}
      borderColor="border"
      pt={emphasised ? '3' : undefined}
    >
      <Text as="dt" color={emphasised ? 'fg' : 'fg.muted'}>
        {label}
      </Text>
      <Text as="dd" textAlign="end" fontVariantNumeric="tabular-nums" overflowWrap="anywhere">
        {value}
      </Text>
    </Flex>
  );
}
