import { PERMISSIONS_BY_ROLE } from '../test/staff-fixtures';
import { homeFor, isCurrent, navigationFor } from './admin-navigation';

const labels = (role: keyof typeof PERMISSIONS_BY_ROLE) => navigationFor(PERMISSIONS_BY_ROLE[role]).map((entry) => entry.label);

describe('the back office navigation by role', () => {
  const CATALOGUE = ['Products', 'Options and prices', 'Categories', 'Blog'];

  it('shows the owner everything, staff management included', () => {
    expect(labels('owner')).toEqual(['Dashboard', 'Orders', 'Customers', ...CATALOGUE, 'Reviews', 'Designers', 'Delivery and PIN codes', 'Settings', 'Staff', 'Audit log']);
  });

  it('shows a manager everything but staff', () => {
    expect(labels('manager')).toEqual(['Dashboard', 'Orders', 'Customers', ...CATALOGUE, 'Reviews', 'Designers', 'Delivery and PIN codes', 'Settings', 'Audit log']);
  });

  it('shows fulfilment the orders, the customers and delivery, and support the review queue besides', () => {
    expect(labels('fulfilment')).toEqual(['Dashboard', 'Orders', 'Customers', 'Delivery and PIN codes']);
    expect(labels('support')).toEqual(['Dashboard', 'Orders', 'Customers', 'Reviews', 'Delivery and PIN codes']);
  });

  it('shows the catalogue role the catalogue and the review queue only, and lands it on the products', () => {
    expect(labels('catalogue')).toEqual([...CATALOGUE, 'Reviews']);
    expect(homeFor(PERMISSIONS_BY_ROLE.catalogue)).toBe('/admin/products');
    expect(homeFor(PERMISSIONS_BY_ROLE.support)).toBe('/admin');
  });

  it('marks the orders entry current on the list and on an order, the dashboard only on itself', () => {
    const [dashboard, orders, customers] = navigationFor(PERMISSIONS_BY_ROLE.owner);
    expect(isCurrent(customers, '/admin/customers/42')).toBe(true);
    expect(isCurrent(orders, '/admin/customers/42')).toBe(false);
    expect(isCurrent(orders, '/admin/orders')).toBe(true);
    expect(isCurrent(orders, '/admin/orders/ORD-123456')).toBe(true);
    expect(isCurrent(orders, '/admin/ordersx')).toBe(false);
    expect(isCurrent(dashboard, '/admin/')).toBe(true);
    expect(isCurrent(dashboard, '/admin/orders')).toBe(false);
  });
});
