import type { ApiDesigner, ApiDesignerDashboard, ApiProject, ApiQuote } from '@shop/contracts';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';

export const designer: ApiDesigner = {
  id: 5,
  firstName: 'Kavya',
  lastName: 'Rao',
  email: 'kavya@studio.example.in',
  emailVerified: true,
  companyName: 'Rao Interiors',
  phone: '+91 98450 12345',
  website: null,
  address: '12 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560025',
  country: 'India',
  bio: null,
  portfolio: 'https://rao-interiors.example.in',
  gstin: null,
  approvalStatus: 'approved',
  discountTier: 2,
  discountPercent: 15,
  reviewNote: null,
  projectsCompleted: 1,
  totalRevenue: 4590,
  createdAt: '2026-11-01T09:00:00.000Z',
  lastLoginAt: null,
  version: 3,
};

export const project: ApiProject = {
  id: 11,
  name: 'Indiranagar villa',
  clientName: 'Meera Shah',
  description: 'Living and dining rooms',
  totalBudget: 150000,
  status: 'ongoing',
  createdAt: '2026-11-02T09:00:00.000Z',
  completedAt: null,
  version: 1,
  quotes: 0,
  orderedAmount: 0,
};

export const draftQuote: ApiQuote = {
  id: 21,
  quoteNumber: 'Q-2611-4K7P',
  revision: 1,
  projectId: 11,
  clientName: 'Meera Shah',
  clientEmail: 'meera@example.in',
  clientPhone: null,
  notes: '',
  items: [
    {
      productId: 3,
      productTitle: 'Lotus Pond',
      image: null,
      size: '18X14',
      medium: 'Museum-Grade Canvas',
      frame: 'No Frame',
      quantity: 2,
      shopUnitPrice: 2700,
      unitPrice: 2295,
      lineTotal: 4590,
    },
  ],
  totalAmount: 5400,
  discountApplied: 810,
  finalAmount: 4590,
  discountPercent: 15,
  status: 'draft',
  createdAt: '2026-11-03T09:00:00.000Z',
  sentAt: null,
  expiresAt: '2026-12-03T09:00:00.000Z',
  respondedAt: null,
  orderNumber: null,
  version: 1,
};

export const dashboard: ApiDesignerDashboard = {
  projects: { ongoing: 2, completed: 1 },
  quotes: { draft: 1, sent: 2, accepted: 0, declined: 0, expired: 0, withdrawn: 0, converted: 1 },
  totalRevenue: 4590,
  projectsCompleted: 1,
  recentQuotes: [draftQuote],
};

export const notFound = () => jsonResponse({ statusCode: 404, message: 'Not found' }, { status: 404 });

export type Handler = (url: string, init: RequestInit | undefined) => Response | undefined;

/** The gateway as a signed-in designer's portal meets it, with `extra` answering the calls a test is about. */
export function portalServer(extra: Handler) {
  return stubFetch(async (url, init) => {
    if (url === '/api/designer/auth/me') return jsonResponse(designer);
    return extra(url, init) ?? notFound();
  });
}

export const callsTo = (fetch: ReturnType<typeof stubFetch>, method: string, url: string) =>
  fetch.mock.calls.filter(([called, init]) => String(called) === url && (init?.method ?? 'GET') === method);

export const bodyOf = (call: [RequestInfo | URL, RequestInit?] | undefined) => JSON.parse(String(call?.[1]?.body)) as unknown;
