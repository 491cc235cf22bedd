import { Heading, Stack, Text } from '@chakra-ui/react';
import { Route, Routes } from 'react-router';
import { adminPaths } from '../../lib/paths';
import { StaffLoginPage } from '../features/auth/pages/staff-login-page';
import { AuditLogPage } from '../features/audit/pages/audit-log-page';
import { BlogListPage } from '../features/content/pages/blog-list-page';
import { BlogPostEditPage, BlogPostNewPage } from '../features/content/pages/blog-post-page';
import { CategoriesPage } from '../features/content/pages/categories-page';
import { SettingsPage } from '../features/content/pages/settings-page';
import { CustomerDetailPage } from '../features/customers/pages/customer-detail-page';
import { CustomerListPage } from '../features/customers/pages/customer-list-page';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page';
import { DeliveryPage } from '../features/delivery/pages/delivery-page';
import { DesignerDetailPage } from '../features/designers/pages/designer-detail-page';
import { DesignerListPage } from '../features/designers/pages/designer-list-page';
import { GstReportPage } from '../features/orders/pages/gst-report-page';
import { OrderDetailPage } from '../features/orders/pages/order-detail-page';
import { OrderListPage } from '../features/orders/pages/order-list-page';
import { PriceOptionsPage } from '../features/prices/pages/price-options-page';
import { ProductEditPage } from '../features/products/pages/product-edit-page';
import { ProductListPage } from '../features/products/pages/product-list-page';
import { ProductNewPage } from '../features/products/pages/product-new-page';
import { ReviewDetailPage } from '../features/reviews/pages/review-detail-page';
import { ReviewListPage } from '../features/reviews/pages/review-list-page';
import { StaffPage } from '../features/staff/pages/staff-page';
import { AdminLayout } from './admin-layout';
import { RequirePermission } from './require-permission';

function AdminNotFound() {
  return (
    <Stack gap="2">
      <Heading as="h1" fontSize="2xl">
        Page not found
      </Heading>
      <Text color="fg.muted">There is no back-office page at this address.</Text>
    </Stack>
  );
}

/**
 * The back office (issue 17): everything under /admin. The storefront's router loads this module
 * lazily, so a shopper never downloads it (infra/perf/route-bundle.spec.ts checks the build).
 */
export default function AdminArea() {
  return (
    <Routes>
      <Route path={adminPaths.login.path} element={<StaffLoginPage />} />
      <Route element={<AdminLayout />}>
        <Route index element={<RequirePermission permission="orders.read" element={<DashboardPage />} />} />
        <Route path={adminPaths.orders.path} element={<RequirePermission permission="orders.read" element={<OrderListPage />} />} />
        <Route path={adminPaths.order.path} element={<RequirePermission permission="orders.read" element={<OrderDetailPage />} />} />
        <Route path={adminPaths.gstReport.path} element={<RequirePermission permission="orders.read" element={<GstReportPage />} />} />
        <Route path={adminPaths.customers.path} element={<RequirePermission permission="customers.read" element={<CustomerListPage />} />} />
        <Route path={adminPaths.customer.path} element={<RequirePermission permission="customers.read" element={<CustomerDetailPage />} />} />
        <Route path={adminPaths.products.path} element={<RequirePermission permission="catalogue.edit" element={<ProductListPage />} />} />
        <Route path={adminPaths.productNew.path} element={<RequirePermission permission="catalogue.edit" element={<ProductNewPage />} />} />
        <Route path={adminPaths.product.path} element={<RequirePermission permission="catalogue.edit" element={<ProductEditPage />} />} />
        <Route path={adminPaths.prices.path} element={<RequirePermission permission="catalogue.edit" element={<PriceOptionsPage />} />} />
        <Route path={adminPaths.categories.path} element={<RequirePermission permission="catalogue.edit" element={<CategoriesPage />} />} />
        <Route path={adminPaths.blog.path} element={<RequirePermission permission="catalogue.edit" element={<BlogListPage />} />} />
        <Route path={adminPaths.blogPostNew.path} element={<RequirePermission permission="catalogue.edit" element={<BlogPostNewPage />} />} />
        <Route path={adminPaths.blogPost.path} element={<RequirePermission permission="catalogue.edit" element={<BlogPostEditPage />} />} />
        <Route path={adminPaths.reviews.path} element={<RequirePermission permission="reviews.moderate" element={<ReviewListPage />} />} />
        <Route path={adminPaths.review.path} element={<RequirePermission permission="reviews.moderate" element={<ReviewDetailPage />} />} />
        <Route path={adminPaths.designers.path} element={<RequirePermission permission="designers.manage" element={<DesignerListPage />} />} />
        <Route path={adminPaths.designer.path} element={<RequirePermission permission="designers.manage" element={<DesignerDetailPage />} />} />
        <Route path={adminPaths.delivery.path} element={<RequirePermission permission="orders.read" element={<DeliveryPage />} />} />
        <Route path={adminPaths.settings.path} element={<RequirePermission permission="settings.edit" element={<SettingsPage />} />} />
        <Route path={adminPaths.staff.path} element={<RequirePermission permission="staff.manage" element={<StaffPage />} />} />
        <Route path={adminPaths.audit.path} element={<RequirePermission permission="audit.read" element={<AuditLogPage />} />} />
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
}
