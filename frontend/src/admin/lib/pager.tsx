import { Button, HStack, Text } from '@chakra-ui/react';

interface PagerProps {
  page: number;
  /** The last page, or null when the count is capped and it is not known. */
  pages: number | null;
  hasNext: boolean;
  onPage: (page: number) => void;
}

/** Previous and next around "Page 2 of 3" (or "Page 2" when the last page is not known). */
export function Pager({ page, pages, hasNext, onPage }: PagerProps) {
  return (
    <HStack as="nav" aria-label="Pages" gap="3">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Text fontSize="sm">{pages === null ? `Page ${page}` : `Page ${page} of ${pages}`}</Text>
      <Button size="sm" variant="outline" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </HStack>
  );
}
