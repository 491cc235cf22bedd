import type { Permission } from '@shop/contracts';
import { createContext, useContext } from 'react';
import type { StaffSession } from './staff-session.api';

/** The signed-in staff member, provided by the admin layout once `GET /api/admin/me` has answered. */
export const StaffContext = createContext<StaffSession | null>(null);

export function useStaff(): StaffSession {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff is used outside the admin layout');
  return staff;
}

/** Whether the signed-in staff member's role allows this. */
export function useStaffMay(permission: Permission): boolean {
  return useStaff().permissions.includes(permission);
}
