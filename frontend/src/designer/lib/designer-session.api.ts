import type { ApiDesigner, designerAuthApi, ResponseOf } from '@shop/contracts';
import { designerApi } from './designer-api';

/** The designer session (its own cookie, apart from shoppers' and staff's): who is signed in, and signing out. */
export const designerSessionApi = designerApi.injectEndpoints({
  endpoints: (build) => ({
    designerMe: build.query<ApiDesigner, void>({
      query: () => 'designer/auth/me',
      providesTags: ['DesignerSession'],
    }),
    designerSignOut: build.mutation<ResponseOf<typeof designerAuthApi.signOut>, void>({
      query: () => ({ url: 'designer/auth/logout', method: 'POST' }),
    }),
  }),
});

export const { useDesignerMeQuery, useDesignerSignOutMutation } = designerSessionApi;
