import { paths } from '../../lib/paths';

/**
 * The trade portal's pages (issue 20). Their patterns are relative to `/designer`, where the
 * designer area's own router mounts them; the emailed links carry `?token=`. They live in the
 * area, not in lib/paths.ts beside the shop's, because nothing outside the portal links to them
 * but the footer's sign-in link (paths.designerLogin), and every byte of lib/paths.ts is in the
 * JavaScript a shopper downloads before the home page renders.
 */
export const designerPaths = {
  dashboard: { path: '', getHref: () => '/designer' },
  apply: { path: 'apply', getHref: () => '/designer/apply' },
  verifyEmail: { path: 'verify-email', getHref: (token: string) => `/designer/verify-email?token=${encodeURIComponent(token)}` },
  login: { path: 'login', getHref: () => paths.designerLogin.getHref() },
  forgotPassword: { path: 'forgot-password', getHref: () => '/designer/forgot-password' },
  resetPassword: { path: 'reset-password', getHref: (token: string) => `/designer/reset-password?token=${encodeURIComponent(token)}` },
  projects: { path: 'projects', getHref: () => '/designer/projects' },
  quotes: { path: 'quotes', getHref: (status?: string) => (status ? `/designer/quotes?status=${encodeURIComponent(status)}` : '/designer/quotes') },
  quoteNew: { path: 'quotes/new', getHref: () => '/designer/quotes/new' },
  quote: { path: 'quotes/:id', getHref: (id: number) => `/designer/quotes/${id}` },
} as const;
