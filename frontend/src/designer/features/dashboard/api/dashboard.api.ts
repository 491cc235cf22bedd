import type { ApiDesignerDashboard } from '@shop/contracts';
import { designerApi } from '../../../lib/designer-api';

export const dashboardApi = designerApi.injectEndpoints({
  endpoints: (build) => ({
    designerDashboard: build.query<ApiDesignerDashboard, void>({
      query: () => 'designer/dashboard',
      providesTags: ['DesignerDashboard'],
      // Clients answer and orders arrive meanwhile: each visit reads again.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useDesignerDashboardQuery } = dashboardApi;
