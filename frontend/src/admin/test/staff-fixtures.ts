import type { ApiStaffMe, Permission, StaffRole } from '@shop/contracts';
import { permissionsOf, STAFF_ROLES } from '@shop/contracts/src/staff/staff-constants';

/** What `GET /api/admin/auth/me` answers for each role: the contracts' permission matrix itself. */
export const PERMISSIONS_BY_ROLE = Object.fromEntries(STAFF_ROLES.map((role) => [role, permissionsOf(role)])) as Record<StaffRole, Permission[]>;

export function staffMe(role: StaffRole, name = 'Priya Nair'): ApiStaffMe {
  return { id: 7, email: 'priya@example.in', name, role, permissions: PERMISSIONS_BY_ROLE[role] };
}
