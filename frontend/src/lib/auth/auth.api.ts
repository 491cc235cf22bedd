import { shopApi } from '../api/shop-api';
import type { User } from './user';

/** `GET /api/auth/config`: what the SPA needs to open Google's consent page. */
export interface GoogleSignInSettings {
  googleClientId: string;
  googleAuthorizationUrl: string;
  scope: string;
}

export const authApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getGoogleSignInSettings: build.query<GoogleSignInSettings, void>({
      query: () => 'auth/config',
    }),
    getCurrentUser: build.query<User, void>({
      query: () => 'auth/me',
      // Asked once at start-up to check the stored user; never served from the cache.
      keepUnusedDataFor: 0,
    }),
    signInWithGoogle: build.mutation<User, string>({
      query: (accessToken) => ({ url: 'auth/google', method: 'POST', body: { access_token: accessToken } }),
    }),
    logout: build.mutation<unknown, void>({
      query: () => ({ url: 'auth/logout', method: 'POST' }),
    }),
  }),
});

export const { useLogoutMutation } = authApi;
