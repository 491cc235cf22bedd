import { Box, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { QUOTE_STATUSES, type QuoteStatus } from '@shop/contracts/src/trade/trade-constants';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../../components/ui/button-link';
import { designerPaths } from '../../../lib/designer-paths';
import { LoadProblem } from '../../../lib/problem-alert';
import { QUOTE_STATUS_LABELS } from '../../../lib/quote-status';
import { QuoteTable } from '../../../lib/quote-table';
import { useDesignerQuotesQuery } from '../api/quotes.api';

const statusOf = (value: string | null): QuoteStatus | undefined => QUOTE_STATUSES.find((status) => status === value);

/** /designer/quotes?status=: the designer's quotes, newest first, all of them or those in one state. */
export function QuoteListPage() {
  const status = statusOf(useSearchParams()[0].get('status'));
  const { data: quotes, error, refetch } = useDesignerQuotesQuery({ status });
  const filters: ReadonlyArray<{ label: string; href: string; current: boolean }> = [
    { label: 'All', href: designerPaths.quotes.getHref(), current: status === undefined },
    ...QUOTE_STATUSES.map((each) => ({ label: QUOTE_STATUS_LABELS[each], href: designerPaths.quotes.getHref(each), current: status === each })),
  ];

  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" fontSize="2xl">
          Quotes
        </Heading>
        <ButtonLink to={designerPaths.quoteNew.getHref()} colorPalette="brand" size="sm">
          New quote
        </ButtonLink>
      </HStack>
      <Box as="nav" aria-label="Quotes by state">
        <HStack as="ul" listStyleType="none" gap="1" wrap="wrap">
          {filters.map((filter) => (
            <li key={filter.label}>
              <Box asChild display="block" px="3" py="1" borderRadius="full" borderWidth="1px" bg={filter.current ? 'gray.900' : 'white'} color={filter.current ? 'white' : undefined}>
                <RouterLink to={filter.href} aria-current={filter.current ? 'page' : undefined}>
                  {filter.label}
                </RouterLink>
              </Box>
            </li>
          ))}
        </HStack>
      </Box>
      {error ? (
        <LoadProblem error={error} onRetry={() => void refetch()} />
      ) : !quotes ? (
        <Skeleton h="40" />
      ) : quotes.length === 0 ? (
        <Text color="fg.muted">{status ? `No ${QUOTE_STATUS_LABELS[status].toLowerCase()} quotes.` : 'No quotes yet.'}</Text>
      ) : (
        <QuoteTable label="Quotes" quotes={quotes} />
      )}
    </Stack>
  );
}
