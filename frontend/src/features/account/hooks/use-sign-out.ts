import { useCallback } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { toast } from '../../../components/ui/toast-store';
import { endSession } from '../../../lib/session/session-slice';
import { useLogoutMutation } from '../api/auth.api';

/**
 * Logs out: the server clears the session cookie, then the user is forgotten in memory and in
 * browser storage (spec section 4). If the server cannot be reached the shopper stays signed
 * in, since the cookie would otherwise outlive the logout they asked for.
 */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const [logout, { isLoading }] = useLogoutMutation();

  const signOut = useCallback(async () => {
    const result = await logout();
    if (result.error) {
      toast({ title: 'Error', description: 'Failed to log out. Please try again.', variant: 'destructive' });
      return;
    }
    endSession(dispatch);
  }, [dispatch, logout]);

  return { signOut, signingOut: isLoading };
}
