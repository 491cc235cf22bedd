import { Box, Button, HStack, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { pageWindow } from '../model/review-query';

interface ReviewPaginationProps {
  page: number;
  totalPages: number;
  /** The link to a page of reviews. */
  hrefFor: (page: number) => string;
}

/** Links to the pages of reviews: the first, the last and those around the current one. */
export function ReviewPagination({ page, totalPages, hrefFor }: ReviewPaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <HStack as="nav" aria-label="Review pages" justify="center" gap="1" flexWrap="wrap" pt="4">
      {pageWindow(page, totalPages).map((entry, index) =>
        entry === null ? (
          <Box key={`gap-${index}`} as="span" aria-hidden="true" px="2" color="fg.muted">
            …
          </Box>
        ) : entry === page ? (
          <Box key={entry} as="span" aria-current="page" minW="9" h="9" display="inline-flex" alignItems="center" justifyContent="center" borderRadius="l2" bg="brand.solid" color="brand.contrast" fontSize="sm" fontWeight="semibold">
            <VisuallyHidden>Page </VisuallyHidden>
            {entry}
          </Box>
        ) : (
          <Button key={entry} asChild type={undefined} size="sm" variant="ghost" minW="9">
            <RouterLink to={hrefFor(entry)} aria-label={`Page ${entry}`}>
              {entry}
            </RouterLink>
          </Button>
        ),
      )}
    </HStack>
  );
}
