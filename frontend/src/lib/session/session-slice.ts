import { createSlice, type Dispatch, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiUser } from '@shop/contracts';
import { readStoredUser, writeStoredUser } from './user';

export interface SessionState {
  /** The signed-in shopper, or null. The session itself is an httpOnly cookie the page never sees. */
  user: ApiUser | null;
}

export const sessionSlice = createSlice({
  name: 'session',
  // Read when a store is made, so every store (and every test's) starts from the storage of its time.
  initialState: (): SessionState => ({ user: readStoredUser() }),
  reducers: {
    userChanged(state, action: PayloadAction<ApiUser | null>) {
      state.user = action.payload;
    },
  },
});

export const { userChanged } = sessionSlice.actions;

export const selectCurrentUser = (state: { session: SessionState }): ApiUser | null => state.session.user;

/** Makes `user` the current user, in memory and in browser storage. */
export function startSession(dispatch: Dispatch, user: ApiUser): void {
  writeStoredUser(user);
  dispatch(userChanged(user));
}

/** Forgets the current user, in memory and in browser storage (spec section 4). */
export function endSession(dispatch: Dispatch): void {
  writeStoredUser(null);
  dispatch(userChanged(null));
}
