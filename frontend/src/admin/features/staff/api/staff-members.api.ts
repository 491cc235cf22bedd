import type { adminStaffApi, ApiStaffMember, BodyOf } from '@shop/contracts';
import { shopApi } from '../../../../lib/api/shop-api';

const LIST = { type: 'StaffMember' as const, id: 'LIST' };

/** The owner's staff management: the list, invitations, role changes and removals. */
export const staffMembersApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    listStaff: build.query<ApiStaffMember[], void>({
      query: () => 'admin/staff',
      keepUnusedDataFor: 0,
      providesTags: [LIST],
    }),
    inviteStaff: build.mutation<ApiStaffMember, BodyOf<typeof adminStaffApi.inviteStaff>>({
      query: (body) => ({ url: 'admin/staff', method: 'POST', body }),
      invalidatesTags: (_member, error) => (error ? [] : [LIST]),
    }),
    changeStaffRole: build.mutation<ApiStaffMember, { id: number } & BodyOf<typeof adminStaffApi.changeStaffRole>>({
      query: ({ id, role }) => ({ url: `admin/staff/${id}`, method: 'PATCH', body: { role } }),
      invalidatesTags: (_member, error) => (error ? [] : [LIST]),
    }),
    removeStaff: build.mutation<ApiStaffMember, number>({
      query: (id) => ({ url: `admin/staff/${id}`, method: 'DELETE' }),
      invalidatesTags: (_member, error) => (error ? [] : [LIST]),
    }),
  }),
});

export const { useListStaffQuery, useInviteStaffMutation, useChangeStaffRoleMutation, useRemoveStaffMutation } = staffMembersApi;
