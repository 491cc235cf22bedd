import type { ApiSignInSettings, ApiUser, authApi as authRoutes, BodyOf, ResponseOf } from '@shop/contracts';
import { shopApi } from '../../../lib/api/shop-api';

export const authApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/auth/config`: what the SPA needs to open Google's consent page. */
    getGoogleSignInSettings: build.query<ApiSignInSettings, void>({
      query: () => 'auth/config',
    }),
    getCurrentUser: build.query<ApiUser, void>({
      query: () => 'auth/me',
      // Asked once at start-up to check the stored user; never served from the cache.
      keepUnusedDataFor: 0,
    }),
    signInWithGoogle: build.mutation<ApiUser, string>({
      query: (accessToken) => ({
        url: 'auth/google',
        method: 'POST',
        body: { access_token: accessToken } satisfies BodyOf<typeof authRoutes.signIn>,
      }),
    }),
    logout: build.mutation<ResponseOf<typeof authRoutes.logout>, void>({
      query: () => ({ url: 'auth/logout', method: 'POST' }),
    }),
  }),
});

export const { useLogoutMutation } = authApi;
