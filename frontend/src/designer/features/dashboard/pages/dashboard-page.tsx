import { Box, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { QUOTE_STATUSES } from '@shop/contracts/src/trade/trade-constants';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ButtonLink } from '../../../../components/ui/button-link';
import { formatRupees } from '../../../../lib/money';
import { designerPaths } from '../../../lib/designer-paths';
import { LoadProblem } from '../../../lib/problem-alert';
import { QUOTE_STATUS_LABELS } from '../../../lib/quote-status';
import { QuoteTable } from '../../../lib/quote-table';
import { useDesignerDashboardQuery } from '../api/dashboard.api';

/** One figure of the dashboard, named for assistive technology by its label. */
function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="group" aria-label={label} bg="white" borderWidth="1px" borderRadius="md" p="4">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="semibold">
        {children}
      </Text>
    </Box>
  );
}

/** /designer: the designer's projects, quotes by state, and the revenue their clients' orders brought. */
export function DashboardPage() {
  const { data, error, refetch } = useDesignerDashboardQuery();

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" fontSize="2xl">
          Dashboard
        </Heading>
        <HStack gap="2">
          <ButtonLink to={designerPaths.projects.getHref()} variant="outline" size="sm">
            Projects
          </ButtonLink>
          <ButtonLink to={designerPaths.quoteNew.getHref()} colorPalette="brand" size="sm">
            New quote
          </ButtonLink>
        </HStack>
      </HStack>

      {error ? (
        <LoadProblem error={error} onRetry={() => void refetch()} />
      ) : !data ? (
        <Skeleton h="60" />
      ) : (
        <>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
            <Figure label="Revenue">{formatRupees(data.totalRevenue, { paise: true })}</Figure>
            <Figure label="Projects completed">{data.projectsCompleted}</Figure>
            <Figure label="Ongoing projects">{data.projects.ongoing}</Figure>
            <Figure label="Open quotes">{(data.quotes.sent ?? 0) + (data.quotes.accepted ?? 0)}</Figure>
          </SimpleGrid>

          <Stack as="section" aria-labelledby="quotes-by-state" gap="3">
            <Heading as="h2" id="quotes-by-state" fontSize="lg">
              Quotes by state
            </Heading>
            <HStack as="ul" listStyleType="none" gap="2" wrap="wrap" aria-labelledby="quotes-by-state">
              {QUOTE_STATUSES.map((status) => (
                <li key={status}>
                  <Box asChild display="block" bg="white" borderWidth="1px" borderRadius="md" px="3" py="2">
                    <RouterLink to={designerPaths.quotes.getHref(status)}>
                      {QUOTE_STATUS_LABELS[status]}: {data.quotes[status] ?? 0}
                    </RouterLink>
                  </Box>
                </li>
              ))}
            </HStack>
          </Stack>

          <Stack as="section" aria-labelledby="recent-quotes" gap="3">
            <Heading as="h2" id="recent-quotes" fontSize="lg">
              Recent quotes
            </Heading>
            {data.recentQuotes.length === 0 ? <Text color="fg.muted">No quotes yet.</Text> : <QuoteTable label="Recent quotes" quotes={data.recentQuotes} />}
          </Stack>
        </>
      )}
    </Stack>
  );
}
