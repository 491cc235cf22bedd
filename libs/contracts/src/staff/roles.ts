import { z } from 'zod';
import { STAFF_ROLES } from './staff-constants';

// The roles and the permission matrix live in staff-constants.ts (no imports, so the admin SPA may
// take them); here they gain their schema.

export { PERMISSION_NAMES, PERMISSIONS, permissionsOf, roleMay, STAFF_ROLES, type Permission, type StaffRole } from './staff-constants';

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: `role must be one of ${STAFF_ROLES.join(', ')}` });
