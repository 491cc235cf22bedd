import { useCallback, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { toast } from '../../../components/ui/toast-store';
import { startSession } from '../../../lib/session/session-slice';
import { popupFailure, SIGN_IN_SUCCEEDED, signInErrorMessage } from '../model/sign-in-errors';
import { closeSignInPopup, openSignInPopup } from '../model/sign-in-popup';

function showFailure(error: unknown): void {
  toast({ title: 'Error', description: signInErrorMessage(error), variant: 'destructive' });
}

/**
 * Sign-in with Google (spec sections 7 and 8): `signIn` must be called from a click, because it
 * opens the popup there and then. On success the user becomes the current user and a toast
 * says so; every failure is a destructive toast with the spec's message.
 */
export function useGoogleSignIn() {
  const dispatch = useAppDispatch();
  const [signingIn, setSigningIn] = useState(false);

  const signIn = useCallback(async () => {
    const opening = openSignInPopup();
    if (opening.status === 'in-progress') return;
    if (opening.status === 'blocked') {
      showFailure(popupFailure());
      return;
    }
    const { popup } = opening;
    setSigningIn(true);
    try {
      // Most visitors never sign in, so the sign-in code loads with the first attempt.
      const { signInWithGooglePopup } = await import('../model/google-sign-in');
      const user = await signInWithGooglePopup(popup, dispatch);
      startSession(dispatch, user);
      toast({ title: SIGN_IN_SUCCEEDED });
    } catch (error) {
      showFailure(error);
    } finally {
      closeSignInPopup(popup);
      setSigningIn(false);
    }
  }, [dispatch]);

  return { signIn, signingIn };
}
