import type { ApiDesigner, BodyOf, designerAuthApi, ResponseOf } from '@shop/contracts';
import { designerApi } from '../../../lib/designer-api';

/** Applying, verifying the email, signing in and resetting a password: the pages of a designer not signed in. */
export const designerAuthEndpoints = designerApi.injectEndpoints({
  endpoints: (build) => ({
    designerSignIn: build.mutation<ApiDesigner, BodyOf<typeof designerAuthApi.signIn>>({
      query: (body) => ({ url: 'designer/auth/login', method: 'POST', body }),
    }),
    designerApply: build.mutation<ResponseOf<typeof designerAuthApi.apply>, BodyOf<typeof designerAuthApi.apply>>({
      query: (body) => ({ url: 'designer/apply', method: 'POST', body }),
    }),
    designerVerifyEmail: build.mutation<ResponseOf<typeof designerAuthApi.verifyEmail>, BodyOf<typeof designerAuthApi.verifyEmail>>({
      query: (body) => ({ url: 'designer/verify-email', method: 'POST', body }),
    }),
    designerRequestPasswordReset: build.mutation<ResponseOf<typeof designerAuthApi.requestPasswordReset>, BodyOf<typeof designerAuthApi.requestPasswordReset>>({
      query: (body) => ({ url: 'designer/password-reset', method: 'POST', body }),
    }),
    designerResetPassword: build.mutation<ResponseOf<typeof designerAuthApi.resetPassword>, BodyOf<typeof designerAuthApi.resetPassword>>({
      query: (body) => ({ url: 'designer/password-reset/confirm', method: 'POST', body }),
    }),
  }),
});

export const {
  useDesignerSignInMutation,
  useDesignerApplyMutation,
  useDesignerVerifyEmailMutation,
  useDesignerRequestPasswordResetMutation,
  useDesignerResetPasswordMutation,
} = designerAuthEndpoints;
