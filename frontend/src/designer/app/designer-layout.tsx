import { Box, Button, Flex, Heading, HStack, Spinner, Text } from '@chakra-ui/react';
import type { ApiDesigner } from '@shop/contracts';
import { Suspense } from 'react';
import { Link as RouterLink, Navigate, Outlet, useLocation } from 'react-router';
import { FrameLoading, FrameUnavailable } from '../../components/ui/frame-states';
import { useAppDispatch } from '../../app/hooks';
import { shopApi } from '../../lib/api/shop-api';
import { leaveShopFor } from '../../lib/browser-location';
import { designerPaths } from '../lib/designer-paths';
import { designerErrorMessage, statusOf } from '../lib/designer-errors';
import { useDesignerMeQuery, useDesignerSignOutMutation } from '../lib/designer-session.api';
import { useDesignerSessionEnded } from '../lib/session-ended';

/** The portal's navigation, in order; each entry also covers the pages below it unless exact. */
const NAVIGATION = [
  { label: 'Dashboard', href: designerPaths.dashboard.getHref(), exact: true },
  { label: 'Projects', href: designerPaths.projects.getHref(), exact: false },
  { label: 'Quotes', href: designerPaths.quotes.getHref(), exact: false },
] as const;

function isCurrent(entry: (typeof NAVIGATION)[number], pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return entry.exact ? path === entry.href : path === entry.href || path.startsWith(`${entry.href}/`);
}

function PortalHeader({ designer }: { designer: ApiDesigner }) {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const [signOut, { isLoading }] = useDesignerSignOutMutation();

  const leave = async () => {
    await signOut().unwrap().catch(() => undefined);
    // Nothing of the designer's clients stays in memory for whoever uses the browser next: a full page load.
    dispatch(shopApi.util.resetApiState());
    leaveShopFor(designerPaths.login.getHref());
  };

  return (
    <Flex as="header" bg="gray.900" color="white" px={{ base: '4', md: '8' }} py="3" gap="6" align="center" wrap="wrap">
      <Heading as="p" fontSize="lg" letterSpacing="tight">
        Trade portal
      </Heading>
      <Box as="nav" aria-label="Trade portal" flex="1">
        <HStack as="ul" listStyleType="none" gap="1" wrap="wrap">
          {NAVIGATION.map((entry) => {
            const current = isCurrent(entry, pathname);
            return (
              <li key={entry.href}>
                <Box asChild display="block" px="3" py="1.5" borderRadius="md" bg={current ? 'whiteAlpha.200' : undefined} fontWeight={current ? 'semibold' : 'normal'} _hover={{ bg: 'whiteAlpha.100' }}>
                  <RouterLink to={entry.href} aria-current={current ? 'page' : undefined}>
                    {entry.label}
                  </RouterLink>
                </Box>
              </li>
            );
          })}
        </HStack>
      </Box>
      <HStack gap="3" role="group" aria-label="Signed in as">
        <Box textAlign="end">
          <Text fontWeight="semibold">
            {designer.firstName} {designer.lastName}
          </Text>
          <Text fontSize="sm" color="whiteAlpha.700">
            {designer.companyName} · tier {designer.discountTier} ({designer.discountPercent}% off)
          </Text>
        </Box>
        <Button size="sm" variant="outline" color="white" _hover={{ bg: 'whiteAlpha.200' }} loading={isLoading} onClick={() => void leave()}>
          Sign out
        </Button>
      </HStack>
    </Flex>
  );
}

/**
 * The trade portal's frame for a signed-in, approved designer: its own header instead of the
 * shop's. Without a designer session, or once any call answers 401, the browser goes to sign-in.
 */
export function DesignerLayout() {
  const { data: designer, error, isLoading, refetch } = useDesignerMeQuery();
  const sessionEnded = useDesignerSessionEnded();

  if (isLoading) return <FrameLoading label="Loading the trade portal" />;
  if (sessionEnded || statusOf(error) === 401) return <Navigate to={designerPaths.login.getHref()} replace />;
  if (!designer) return <FrameUnavailable name="trade portal" message={designerErrorMessage(error)} onRetry={() => void refetch()} />;

  return (
    <Flex direction="column" minH="100dvh" bg="gray.50">
      <PortalHeader designer={designer} />
      <Box as="main" flex="1" w="full" maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} py="6">
        <Suspense fallback={<Spinner aria-label="Loading page" />}>
          <Outlet />
        </Suspense>
      </Box>
    </Flex>
  );
}
