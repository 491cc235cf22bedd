import type { Permission } from '@shop/contracts';
import { adminPaths } from '../../lib/paths';

export interface AdminNavEntry {
  label: string;
  href: string;
  /** What the role must be allowed to see the entry; the server refuses the page's calls otherwise. */
  permission: Permission;
  /** Matched as the path's start (the order list also covers the order pages), unless exact. */
  exact?: boolean;
}

/** The side navigation, in order: orders and customers (part 1), the catalogue, the review queue, the trade programme, then the settings (part 2). */
export const ADMIN_NAVIGATION: readonly AdminNavEntry[] = [
  { label: 'Dashboard', href: adminPaths.dashboard.getHref(), permission: 'orders.read', exact: true },
  { label: 'Orders', href: adminPaths.orders.getHref(), permission: 'orders.read' },
  { label: 'Customers', href: adminPaths.customers.getHref(), permission: 'customers.read' },
  { label: 'Products', href: adminPaths.products.getHref(), permission: 'catalogue.edit' },
  { label: 'Options and prices', href: adminPaths.prices.getHref(), permission: 'catalogue.edit' },
  { label: 'Categories', href: adminPaths.categories.getHref(), permission: 'catalogue.edit' },
  { label: 'Blog', href: adminPaths.blog.getHref(), permission: 'catalogue.edit' },
  { label: 'Reviews', href: adminPaths.reviews.getHref(), permission: 'reviews.moderate' },
  { label: 'Designers', href: adminPaths.designers.getHref(), permission: 'designers.manage' },
  { label: 'Delivery and PIN codes', href: adminPaths.delivery.getHref(), permission: 'orders.read' },
  { label: 'Settings', href: adminPaths.settings.getHref(), permission: 'settings.edit' },
  { label: 'Staff', href: adminPaths.staff.getHref(), permission: 'staff.manage' },
  { label: 'Audit log', href: adminPaths.audit.getHref(), permission: 'audit.read' },
];

/** The entries a staff member with these permissions may use. */
export function navigationFor(permissions: readonly Permission[]): AdminNavEntry[] {
  return ADMIN_NAVIGATION.filter((entry) => permissions.includes(entry.permission));
}

/** Whether `pathname` is the entry's page (or, unless exact, one below it). */
export function isCurrent(entry: AdminNavEntry, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return entry.exact ? path === entry.href : path === entry.href || path.startsWith(`${entry.href}/`);
}

/**
 * Where a staff member lands after signing in: the first page their role may use (a catalogue
 * editor has no orders to see), or null when the role may use none of this part's pages yet.
 */
export function homeFor(permissions: readonly Permission[]): string | null {
  return navigationFor(permissions)[0]?.href ?? null;
}
