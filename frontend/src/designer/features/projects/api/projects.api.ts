import type { ApiProject, ApiProjectFields, BodyOf, designerPortalApi } from '@shop/contracts';
import { designerApi } from '../../../lib/designer-api';
import { PROJECT_LIST_TAG } from '../../../lib/designer-projects.api';

/** Starting, editing and closing a project; each answer replaces the list, which the server reads again. */
export const projectsApi = designerApi.injectEndpoints({
  endpoints: (build) => ({
    designerCreateProject: build.mutation<ApiProject, ApiProjectFields>({
      query: (fields) => ({ url: 'designer/projects', method: 'POST', body: fields }),
      invalidatesTags: [PROJECT_LIST_TAG, 'DesignerDashboard'],
    }),
    designerUpdateProject: build.mutation<ApiProject, { id: number } & BodyOf<typeof designerPortalApi.updateProject>>({
      query: ({ id, ...body }) => ({ url: `designer/projects/${id}`, method: 'PUT', body }),
      invalidatesTags: [PROJECT_LIST_TAG],
    }),
    designerCloseProject: build.mutation<ApiProject, { id: number } & BodyOf<typeof designerPortalApi.closeProject>>({
      query: ({ id, ...body }) => ({ url: `designer/projects/${id}/close`, method: 'POST', body }),
      invalidatesTags: [PROJECT_LIST_TAG, 'DesignerDashboard'],
    }),
  }),
});

export const { useDesignerCreateProjectMutation, useDesignerUpdateProjectMutation, useDesignerCloseProjectMutation } = projectsApi;
