import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ListTable } from './list-table';
import { Pager } from './pager';
import { describeCount, hasNextPage, pageCount, type CountNoun, type ListCount } from './paging';

interface PagedListProps {
  label: string;
  head: ReactNode;
  /** What the count counts: ['order', 'orders']. */
  noun: CountNoun;
  count: ListCount;
  page: number;
  /** The rows this page holds (children draws them). */
  rowsOnPage: number;
  onPage: (page: number) => void;
  /** A new page or filter is on its way: the rows shown are the previous answer's. */
  fetching: boolean;
  emptyText: string;
  children: ReactNode;
}

/**
 * One page of a back-office list: how many match, the table, and previous/next. While the next
 * answer is on its way the old rows stay, dimmed and marked busy, so nobody reads (or clicks) them
 * as the new ones.
 */
export function PagedList({ label, head, noun, count, page, rowsOnPage, onPage, fetching, emptyText, children }: PagedListProps) {
  return (
    <Stack gap="3" opacity={fetching ? 0.6 : 1} aria-busy={fetching}>
      <Text fontSize="sm" color="fg.muted" role="status">
        {describeCount(count, noun)}
      </Text>
      <ListTable label={label} head={head} isEmpty={rowsOnPage === 0} emptyText={emptyText}>
        {children}
      </ListTable>
      <Pager page={page} pages={pageCount(count)} hasNext={hasNextPage(count, page, rowsOnPage)} onPage={onPage} />
    </Stack>
  );
}
