import { Box, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DataTable } from './data-table';

interface ListTableProps {
  /** The table's accessible name ("Orders"), which tests and screen readers find it by. */
  label: string;
  /** The header row's cells. */
  head: ReactNode;
  /** Whether there are no rows, and what to say then (a list says it under its header). */
  isEmpty?: boolean;
  emptyText?: string;
  /** The body's rows. */
  children: ReactNode;
}

/** A back-office table of records: scrolls sideways on a narrow screen, and a list says so when it is empty. */
export function ListTable({ label, head, isEmpty = false, emptyText, children }: ListTableProps) {
  return (
    <Box overflowX="auto">
      <DataTable aria-label={label}>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </DataTable>
      {isEmpty && emptyText && <Text mt="3">{emptyText}</Text>}
    </Box>
  );
}
