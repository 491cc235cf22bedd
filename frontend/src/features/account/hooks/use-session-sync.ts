import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppStore } from '../../../app/hooks';
import type { ShopApiError } from '../../../lib/api/base-query';
import { endSession, selectCurrentUser, startSession, userChanged } from '../../../lib/session/session-slice';
import { readStoredUser, STORED_USER_KEY } from '../../../lib/session/user';
import { authApi } from '../api/auth.api';

/**
 * Keeps the remembered user honest, once per page load: a stored user is checked with
 * `GET /api/auth/me`, which refreshes it, or forgets it when the server answers 401 (the cookie
 * expired or was cleared). Nobody stored means nothing to check, so anonymous visitors make no
 * call. Sign-in and logout in other tabs are followed through the storage event.
 */
export function useSessionSync(): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const checked = useRef(false);

  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    const stored = selectCurrentUser(store.getState());
    if (!stored) return;
    void dispatch(authApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false, forceRefetch: true })).then((result) => {
      // The shopper may have logged out or switched accounts while the check was on its way.
      if (selectCurrentUser(store.getState())?.id !== stored.id) return;
      if (result.data) startSession(dispatch, result.data);
      else if ((result.error as ShopApiError | undefined)?.status === 401) endSession(dispatch);
    });
  }, [dispatch, store]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      // A null key means the whole storage was cleared.
      if (event.key === STORED_USER_KEY || event.key === null) dispatch(userChanged(readStoredUser()));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch]);
}
