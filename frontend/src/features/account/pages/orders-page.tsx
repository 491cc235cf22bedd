import { Alert, Box, Button, Container, EmptyState, Heading, Skeleton, Stack, VStack } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { LuPackage } from 'react-icons/lu';
import { ButtonLink } from '../../../components/ui/button-link';
import { SignInPrompt } from '../../../components/ui/sign-in-prompt';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useGetMyOrdersQuery } from '../api/orders.api';
import { GoogleLoginButton } from '../components/google-login-button';
import { OrderCard } from '../components/order-card';

const TITLE = 'My Orders';

function NoOrders() {
  return (
    <EmptyState.Root size="lg" py={{ base: '12', md: '16' }}>
      <EmptyState.Content>
        <EmptyState.Indicator color="brand.fg">
          <LuPackage />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="2">
          <Heading as="h2" fontSize={{ base: 'xl', md: '2xl' }}>
            You have not placed any orders yet
          </Heading>
          <EmptyState.Description>Orders placed with your email address appear here.</EmptyState.Description>
        </VStack>
        <Box asChild mt="4">
          <ButtonLink to={paths.allArt.getHref()} colorPalette="brand" size="lg">
            Continue Shopping
          </ButtonLink>
        </Box>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** /orders: the signed-in shopper's order history (spec section 2). */
export function OrdersPage() {
  const user = useCurrentUser();
  const { data: orders, error, isLoading, isFetching, refetch } = useGetMyOrdersQuery(user?.id ?? skipToken);

  if (!user) {
    return (
      <SignInPrompt title={TITLE} description="Please login to view your orders">
        <GoogleLoginButton size="lg" />
      </SignInPrompt>
    );
  }

  return (
    <Container maxW="4xl" px={{ base: '4', md: '8' }} py={{ base: '10', md: '16' }}>
      <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} letterSpacing="tight" mb={{ base: '8', md: '10' }}>
        {TITLE}
      </Heading>
      {isLoading ? (
        <Stack gap="5" role="status" aria-label="Loading orders">
          {[0, 1].map((slot) => (
            <Skeleton key={slot} h="14rem" borderRadius="l3" />
          ))}
        </Stack>
      ) : error ? (
        <Alert.Root status="error" role="alert" borderRadius="l3">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Failed to fetch orders</Alert.Title>
          </Alert.Content>
          <Button size="sm" variant="outline" alignSelf="center" loading={isFetching} onClick={() => void refetch()}>
            Try again
          </Button>
        </Alert.Root>
      ) : orders && orders.length > 0 ? (
        <Stack as="ol" listStyleType="none" gap="5" aria-label="Orders">
          {orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </Stack>
      ) : (
        <NoOrders />
      )}
    </Container>
  );
}
