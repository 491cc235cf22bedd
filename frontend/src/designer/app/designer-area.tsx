import { Heading, Stack, Text } from '@chakra-ui/react';
import { Route, Routes } from 'react-router';
import { designerPaths } from '../lib/designer-paths';
import { ApplyPage } from '../features/auth/pages/apply-page';
import { ForgotPasswordPage } from '../features/auth/pages/forgot-password-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { ResetPasswordPage } from '../features/auth/pages/reset-password-page';
import { VerifyEmailPage } from '../features/auth/pages/verify-email-page';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page';
import { ProjectsPage } from '../features/projects/pages/projects-page';
import { QuoteListPage } from '../features/quotes/pages/quote-list-page';
import { QuoteNewPage } from '../features/quotes/pages/quote-new-page';
import { QuotePage } from '../features/quotes/pages/quote-page';
import { DesignerLayout } from './designer-layout';

function PortalNotFound() {
  return (
    <Stack gap="2">
      <Heading as="h1" fontSize="2xl">
        Page not found
      </Heading>
      <Text color="fg.muted">There is no trade portal page at this address.</Text>
    </Stack>
  );
}

/**
 * The trade portal (issue 20): everything under /designer. The storefront's router loads this
 * module lazily, so a shopper never downloads it (infra/perf/route-bundle.spec.ts checks the build).
 * Applying, verifying, signing in and resetting a password need no session; the rest does.
 */
export default function DesignerArea() {
  return (
    <Routes>
      <Route path={designerPaths.apply.path} element={<ApplyPage />} />
      <Route path={designerPaths.verifyEmail.path} element={<VerifyEmailPage />} />
      <Route path={designerPaths.login.path} element={<LoginPage />} />
      <Route path={designerPaths.forgotPassword.path} element={<ForgotPasswordPage />} />
      <Route path={designerPaths.resetPassword.path} element={<ResetPasswordPage />} />
      <Route element={<DesignerLayout />}>
        <Route index element={<DashboardPage />} />
        <Route path={designerPaths.projects.path} element={<ProjectsPage />} />
        <Route path={designerPaths.quotes.path} element={<QuoteListPage />} />
        <Route path={designerPaths.quoteNew.path} element={<QuoteNewPage />} />
        <Route path={designerPaths.quote.path} element={<QuotePage />} />
        <Route path="*" element={<PortalNotFound />} />
      </Route>
    </Routes>
  );
}
