import { Box, Button, HStack, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { paginationWindow } from '../model/pagination';

interface CollectionPaginationProps {
  page: number;
  totalPages: number;
  /** The link (a query string) to a page. */
  hrefFor: (page: number) => string;
}

/** Page links: first, last, a window around the current page, and ellipses between (spec section 9). */
export function CollectionPagination({ page, totalPages, hrefFor }: CollectionPaginationProps) {
  if (totalPages <= 1) return null;

  return (
    <HStack as="nav" aria-label="Pagination" justify="center" gap="1" mt={{ base: '10', md: '14' }} flexWrap="wrap">
      <PageStep label="Previous page" to={page > 1 ? hrefFor(page - 1) : undefined}>
        <LuChevronLeft />
      </PageStep>
      {paginationWindow(page, totalPages).map((entry) =>
        entry.kind === 'gap' ? (
          <Box key={`gap-after-${entry.after}`} as="span" aria-hidden="true" px="2" color="fg.muted">
            …
          </Box>
        ) : entry.page === page ? (
          <Box
            key={entry.page}
            as="span"
            aria-current="page"
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            minW="9"
            h="9"
            px="2"
            borderRadius="l2"
            bg="brand.solid"
            color="brand.contrast"
            fontSize="sm"
            fontWeight="semibold"
          >
            <VisuallyHidden>Page </VisuallyHidden>
            {entry.page}
          </Box>
        ) : (
          <Button key={entry.page} asChild type={undefined} size="sm" variant="ghost" minW="9">
            <RouterLink to={hrefFor(entry.page)} aria-label={`Page ${entry.page}`}>
              {entry.page}
            </RouterLink>
          </Button>
        ),
      )}
      <PageStep label="Next page" to={page < totalPages ? hrefFor(page + 1) : undefined}>
        <LuChevronRight />
      </PageStep>
    </HStack>
  );
}

function PageStep({ label, to, children }: { label: string; to?: string; children: ReactNode }) {
  if (!to) {
    return (
      <Button aria-label={label} disabled size="sm" variant="ghost" minW="9">
        {children}
      </Button>
    );
  }
  return (
    <Button asChild type={undefined} size="sm" variant="ghost" minW="9">
      <RouterLink to={to} aria-label={label}>
        {children}
      </RouterLink>
    </Button>
  );
}
