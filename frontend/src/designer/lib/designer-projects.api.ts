import type { ApiProject, designerPortalApi, QueryOf } from '@shop/contracts';
import { designerApi } from './designer-api';

export const PROJECT_LIST_TAG = { type: 'DesignerProject' as const, id: 'LIST' };

/** The designer's projects: listed by the projects page, and offered by the quote builder. */
export const designerProjectsApi = designerApi.injectEndpoints({
  endpoints: (build) => ({
    designerProjects: build.query<ApiProject[], QueryOf<typeof designerPortalApi.listProjects>>({
      query: (params) => ({ url: 'designer/projects', params }),
      providesTags: [PROJECT_LIST_TAG],
      // Clients answer and orders arrive meanwhile: each visit reads again.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useDesignerProjectsQuery } = designerProjectsApi;
