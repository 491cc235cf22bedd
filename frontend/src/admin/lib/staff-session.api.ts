import type { adminAuthApi, ApiStaffMe, ResponseOf } from '@shop/contracts';
import { shopApi } from '../../lib/api/shop-api';

/** The signed-in staff member: who, their role and what it permits. */
export type StaffSession = ApiStaffMe;

export const staffSessionApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/admin/auth/me`: 401 without a staff session (a shopper's session is another cookie and does not count). */
    getStaffSession: build.query<StaffSession, void>({
      query: () => 'admin/auth/me',
      providesTags: ['StaffSession'],
    }),
    staffLogout: build.mutation<ResponseOf<typeof adminAuthApi.logout>, void>({
      query: () => ({ url: 'admin/auth/logout', method: 'POST' }),
    }),
  }),
});

export const { useGetStaffSessionQuery, useStaffLogoutMutation } = staffSessionApi;

/** Where the sign-in button goes: the gateway starts Google's redirect flow and lands back on /admin. */
export const STAFF_GOOGLE_SIGN_IN_HREF = '/api/admin/auth/google';
