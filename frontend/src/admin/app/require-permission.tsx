import { Heading, Stack, Text } from '@chakra-ui/react';
import type { Permission } from '@shop/contracts';
import type { ReactElement } from 'react';
import { Navigate } from 'react-router';
import { useStaff } from '../lib/staff-context';
import { homeFor } from './admin-navigation';

interface RequirePermissionProps {
  permission: Permission;
  element: ReactElement;
}

/**
 * A page only a role with `permission` may use. Another role is sent to the first page it may use
 * (a bookmark from a colleague's role), or told there is nothing for it yet. The server refuses the
 * page's calls anyway; this only spares the staff member a page of errors.
 */
export function RequirePermission({ permission, element }: RequirePermissionProps) {
  const staff = useStaff();
  if (staff.permissions.includes(permission)) return element;
  const home = homeFor(staff.permissions);
  if (home) return <Navigate to={home} replace />;
  return (
    <Stack gap="2">
      <Heading as="h1" fontSize="2xl">
        Welcome, {staff.name}
      </Heading>
      <Text color="fg.muted">There is nothing in this part of the back office for your role yet.</Text>
    </Stack>
  );
}
