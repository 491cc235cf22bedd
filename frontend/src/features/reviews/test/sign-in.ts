import { waitFor } from '@testing-library/react';
import type { SignInPopupStub } from '../../../test/account-fixtures';

/**
 * The shopper closes Google's popup: the sign-in started by a test ends (the shop notices at its
 * next two checks) before the test does, so nothing of it runs into the next test.
 */
export async function abandonSignIn(signIn: SignInPopupStub, button: HTMLElement): Promise<void> {
  signIn.popup.close();
  await waitFor(() => expect(button.hasAttribute('data-loading')).toBe(false), { timeout: 3000 });
  signIn.open.mockRestore();
}
