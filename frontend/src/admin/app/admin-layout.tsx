import { Box, Button, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Link as RouterLink, Navigate, Outlet, useLocation } from 'react-router';
import { FrameLoading, FrameUnavailable } from '../../components/ui/frame-states';
import { Toaster } from '../../components/ui/toaster';
import { shopApi } from '../../lib/api/shop-api';
import { adminPaths } from '../../lib/paths';
import { useAppDispatch } from '../../app/hooks';
import { statusOf, staffErrorMessage } from '../lib/api-errors';
import { ROLE_LABELS } from '../lib/labels';
import { StaffContext } from '../lib/staff-context';
import { useGetStaffSessionQuery, useStaffLogoutMutation, type StaffSession } from '../lib/staff-session.api';
import { isCurrent, navigationFor } from './admin-navigation';

function SideNavigation({ staff }: { staff: StaffSession }) {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const [logout, { isLoading }] = useStaffLogoutMutation();

  const signOut = async () => {
    await logout().unwrap().catch(() => undefined);
    // Nothing a staff member read stays in memory for whoever uses the browser next.
    dispatch(shopApi.util.resetApiState());
    window.location.assign(adminPaths.login.getHref());
  };

  return (
    <Flex as="aside" direction="column" w={{ base: 'full', md: '60' }} flexShrink={0} bg="gray.900" color="white" px="4" py="6" gap="8">
      <Heading as="p" fontSize="lg" letterSpacing="tight">
        Back office
      </Heading>
      <Box as="nav" aria-label="Back office" flex="1">
        <Stack as="ul" listStyleType="none" gap="1">
          {navigationFor(staff.permissions).map((entry) => {
            const current = isCurrent(entry, pathname);
            return (
              <li key={entry.href}>
                <Box
                  asChild
                  display="block"
                  px="3"
                  py="2"
                  borderRadius="md"
                  bg={current ? 'whiteAlpha.200' : undefined}
                  fontWeight={current ? 'semibold' : 'normal'}
                  _hover={{ bg: 'whiteAlpha.100' }}
                >
                  <RouterLink to={entry.href} aria-current={current ? 'page' : undefined}>
                    {entry.label}
                  </RouterLink>
                </Box>
              </li>
            );
          })}
        </Stack>
      </Box>
      <Stack gap="3" aria-label="Signed in as" role="group">
        <Box>
          <Text fontWeight="semibold">{staff.name}</Text>
          <Text fontSize="sm" color="whiteAlpha.700">
            {ROLE_LABELS[staff.role]} · {staff.email}
          </Text>
        </Box>
        <Button size="sm" variant="outline" color="white" _hover={{ bg: 'whiteAlpha.200' }} loading={isLoading} onClick={signOut}>
          Sign out
        </Button>
      </Stack>
    </Flex>
  );
}

/**
 * The back office's frame: its own side navigation instead of the shop's header and footer. Every
 * page below it needs a staff session; without one (401) the browser goes to the sign-in page.
 */
export function AdminLayout() {
  const { data: staff, error, isLoading, refetch } = useGetStaffSessionQuery();

  if (isLoading) return <FrameLoading label="Loading the back office" />;
  if (statusOf(error) === 401) return <Navigate to={adminPaths.login.getHref()} replace />;
  if (!staff) return <FrameUnavailable name="back office" message={staffErrorMessage(error)} onRetry={() => void refetch()} />;

  return (
    <StaffContext.Provider value={staff}>
      <Flex direction={{ base: 'column', md: 'row' }} minH="100dvh" bg="gray.50">
        <SideNavigation staff={staff} />
        <Box as="main" flex="1" minW="0" px={{ base: '4', md: '8' }} py="6">
          <Suspense fallback={<Spinner aria-label="Loading page" />}>
            <Outlet />
          </Suspense>
        </Box>
      </Flex>
      <Toaster />
    </StaffContext.Provider>
  );
}
