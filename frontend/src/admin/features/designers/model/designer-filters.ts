import { DESIGNER_STATUSES, DESIGNERS_PAGE_LIMIT, type DesignerStatus } from '@shop/contracts/src/trade/trade-constants';

export const DESIGNERS_PER_PAGE = DESIGNERS_PAGE_LIMIT.default;

/** The list's view as the URL holds it: the applications waiting unless another status is asked for. */
export interface DesignerListView {
  status: DesignerStatus | 'all';
  q: string;
  page: number;
}

/** What `GET /api/admin/designers` is asked. */
export type DesignerListQuery = {
  status: DesignerStatus | 'all';
  q?: string;
  page: number;
  limit: number;
};

export const DESIGNER_STATUS_FILTERS: ReadonlyArray<{ value: DesignerListView['status']; label: string }> = [
  { value: 'pending', label: 'Waiting for review' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'suspended', label: 'Suspended' },
  { value: 'all', label: 'All' },
];

/** The view a query string names; anything it cannot mean is the default. */
export function readDesignerListView(search: URLSearchParams): DesignerListView {
  const status = search.get('status');
  const page = Number(search.get('page'));
  return {
    status: status === 'all' || DESIGNER_STATUSES.includes(status as DesignerStatus) ? (status as DesignerListView['status']) : 'pending',
    q: (search.get('q') ?? '').trim().slice(0, 100),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string of a view, leaving out what is the default. */
export function writeDesignerListView(view: DesignerListView): URLSearchParams {
  const search = new URLSearchParams();
  if (view.status !== 'pending') search.set('status', view.status);
  if (view.q !== '') search.set('q', view.q);
  if (view.page > 1) search.set('page', String(view.page));
  return search;
}

export function listQueryOf(view: DesignerListView): DesignerListQuery {
  return { status: view.status, ...(view.q === '' ? {} : { q: view.q }), page: view.page, limit: DESIGNERS_PER_PAGE };
}
