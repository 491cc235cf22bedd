import { Box, Button, Card, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { formatRupees } from '../../../../lib/money';
import { adminPaths } from '../../../../lib/paths';
import { LoadFailure } from '../../../lib/query-state';
import { useGetOrderDashboardQuery } from '../../orders/api/staff-orders.api';
import { DailyBarChart } from '../components/daily-bar-chart';

function Figure({ label, orders, revenue }: { label: string; orders: number; revenue: number }) {
  return (
    <Card.Root>
      <Card.Body gap="1">
        <Text color="fg.muted" fontSize="sm">
          {label}
        </Text>
        <Text fontSize="2xl" fontWeight="semibold">
          {formatRupees(revenue)}
        </Text>
        <Text fontSize="sm">{orders === 1 ? '1 order' : `${orders} orders`}</Text>
      </Card.Body>
    </Card.Root>
  );
}

function Waiting({ label, count, to }: { label: string; count: number; to: string }) {
  return (
    <Card.Root>
      <Card.Body gap="2">
        <Text color="fg.muted" fontSize="sm">
          {label}
        </Text>
        <Text fontSize="2xl" fontWeight="semibold">
          {count}
        </Text>
        <Button asChild type={undefined} size="xs" variant="outline" alignSelf="start">
          <RouterLink to={to}>View orders</RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

/** /admin: how the shop is doing (orders and revenue, India's days) and what is waiting for staff. */
export function DashboardPage() {
  const { data, error, isLoading, refetch } = useGetOrderDashboardQuery();

  return (
    <Stack gap="6">
      <Heading as="h1" fontSize="2xl">
        Dashboard
      </Heading>
      {isLoading && <Skeleton h="60" />}
      {error && <LoadFailure error={error} onRetry={() => void refetch()} />}
      {data && (
        <>
          <Box as="section" aria-label="Orders and revenue">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <Figure label="Today" {...data.today} />
              <Figure label="Last 7 days" {...data.last7Days} />
              <Figure label="Last 30 days" {...data.last30Days} />
            </SimpleGrid>
          </Box>
          <Card.Root as="section" aria-label="Revenue by day">
            <Card.Body>
              <DailyBarChart
                title="Revenue per day, last 30 days"
                figures={data.daily.map((day) => ({ date: day.date, value: day.revenue }))}
                format={(value) => formatRupees(value)}
              />
            </Card.Body>
          </Card.Root>
          <Box as="section" aria-label="Waiting for the shop">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <Waiting label="Waiting to be confirmed" count={data.waitingToConfirm} to={adminPaths.orders.getHref('status=pending')} />
              <Waiting label="Waiting to be shipped" count={data.waitingToShip} to={adminPaths.orders.getHref('status=confirmed')} />
              <Waiting label="Payments pending" count={data.paymentsPending} to={adminPaths.orders.getHref('paymentStatus=pending')} />
            </SimpleGrid>
          </Box>
        </>
      )}
    </Stack>
  );
}
