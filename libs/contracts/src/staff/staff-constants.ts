/**
 * The back office's roles and what each may do (issue 17), in one place for the gateway, the
 * services and the admin SPA. This file imports nothing, so the SPA can take the values without
 * any server code (eslint.config.mjs allows it); roles.ts builds the schemas from them.
 */

/**
 * Owner: everything, staff management included. Manager: everything but staff. Fulfilment: orders
 * and shipping. Catalogue: products, options, prices and content. Support: reads orders and
 * customers, adds notes.
 */
export const STAFF_ROLES = ['owner', 'manager', 'fulfilment', 'catalogue', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The roles an invitation may give: there is one owner, the one the settings name (STAFF_OWNER_EMAIL). */
export const INVITABLE_ROLES = ['manager', 'fulfilment', 'catalogue', 'support'] as const satisfies readonly StaffRole[];
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

/**
 * What a staff member may do, each with the roles allowed to: the one matrix the gateway checks
 * on every `/api/admin/` call (a route names its permission) and the owning service checks
 * again on every request it answers for staff. docs/back-office.md shows it as a table.
 */
export const PERMISSIONS = {
  /** The dashboard, the order list and an order's detail, its packing slip and the CSV export. */
  'orders.read': ['owner', 'manager', 'fulfilment', 'support'],
  /** Confirm, process, ship, deliver, cancel, record cash, bulk actions and the shipping CSV. */
  'orders.fulfil': ['owner', 'manager', 'fulfilment'],
  /** Refund a payment (PhonePe or cash on delivery). */
  'orders.refund': ['owner', 'manager'],
  /** Add a note to an order's timeline. */
  'orders.note': ['owner', 'manager', 'fulfilment', 'support'],
  'customers.read': ['owner', 'manager', 'fulfilment', 'support'],
  /** Products, options, prices, categories and the blog (the back office, part 2). */
  'catalogue.edit': ['owner', 'manager', 'catalogue'],
  /** The shop's settings: name, contact details, address and GST registration (used on invoices). */
  'settings.edit': ['owner', 'manager'],
  /** The review queue: approve, reject, flag, reply as the shop, reject a photo (issue 19). */
  'reviews.moderate': ['owner', 'manager', 'catalogue', 'support'],
  /** The trade programme: approve or reject designers, set their discount tier (issue 20). */
  'designers.manage': ['owner', 'manager'],
  'audit.read': ['owner', 'manager'],
  /** Invite staff, change their roles, remove them. */
  'staff.manage': ['owner'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

/** May a staff member with this role do this? */
export function roleMay(role: StaffRole, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

/** The permissions of a role, in the matrix's order: what `GET /api/admin/auth/me` answers and the SPA shows. */
export function permissionsOf(role: StaffRole): Permission[] {
  return PERMISSION_NAMES.filter((permission) => roleMay(role, permission));
}
