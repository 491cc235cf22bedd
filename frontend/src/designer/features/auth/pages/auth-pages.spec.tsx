import { fireEvent, screen, waitFor } from '@testing-library/react';
import { jsonResponse, restoreFetch, stubFetch } from '../../../../test/fetch-stub';
import { renderRoute } from '../../../../test/render-route';
import { bodyOf, callsTo, designer } from '../../../test/trade-fixtures';

afterEach(() => restoreFetch());

const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('applying to the trade programme', () => {
  it('sends the spec’s fields, leaving the blank optional ones out, and then says to check the email', async () => {
    const fetch = stubFetch(async (url) => (url === '/api/designer/apply' ? jsonResponse({ received: true }, { status: 202 }) : jsonResponse({}, { status: 404 })));
    renderRoute('/designer/apply');

    await screen.findByRole('heading', { name: 'Apply to the trade programme' });
    expect(screen.queryByRole('banner')).toBeNull();
    type(/^First name/, 'Kavya');
    type(/^Last name/, 'Rao');
    type(/^Email/, 'kavya@studio.example.in');
    type(/^Password/, 'a long passphrase');
    type(/^Company name/, 'Rao Interiors');
    type(/^Phone/, '+91 98450 12345');
    type(/^Portfolio/, 'https://rao-interiors.example.in');
    type(/^Address/, '12 Residency Road');
    type(/^City/, 'Bengaluru');
    type(/^State/, 'Karnataka');
    type(/^PIN code/, '560025');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('kavya@studio.example.in');
    expect(bodyOf(callsTo(fetch, 'POST', '/api/designer/apply')[0])).toEqual({
      firstName: 'Kavya',
      lastName: 'Rao',
      email: 'kavya@studio.example.in',
      password: 'a long passphrase',
      companyName: 'Rao Interiors',
      phone: '+91 98450 12345',
      address: '12 Residency Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560025',
      portfolio: 'https://rao-interiors.example.in',
      country: 'India',
    });
  });

  it('shows the field the server refuses and keeps what was typed', async () => {
    stubFetch(async () => jsonResponse({ statusCode: 400, message: ['gstin must be a 15-character GSTIN such as 27ABCDE1234F1Z5'] }, { status: 400 }));
    renderRoute('/designer/apply');

    await screen.findByRole('heading', { name: 'Apply to the trade programme' });
    type(/^GSTIN/, 'not-a-gstin');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

    expect((await screen.findByRole('alert')).textContent).toContain('gstin must be a 15-character GSTIN');
    expect((screen.getByLabelText(/^GSTIN/) as HTMLInputElement).value).toBe('not-a-gstin');
  });
});

describe('the email verification link', () => {
  it('confirms the address once and says the application waits for approval', async () => {
    const fetch = stubFetch(async () => jsonResponse({ verified: true, approvalStatus: 'pending' }));
    renderRoute('/designer/verify-email?token=abcdefghijklmnopqrstuvwxyz');

    expect(await screen.findByRole('heading', { name: 'Email verified' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('waiting for our team’s approval');
    expect(callsTo(fetch, 'POST', '/api/designer/verify-email').map(bodyOf)).toEqual([{ token: 'abcdefghijklmnopqrstuvwxyz' }]);
  });

  it('says when the link was used before or has expired', async () => {
    stubFetch(async () => jsonResponse({ statusCode: 400, message: 'This link was used before or has expired' }, { status: 400 }));
    renderRoute('/designer/verify-email?token=abcdefghijklmnopqrstuvwxyz');

    expect((await screen.findByRole('alert')).textContent).toContain('This link was used before or has expired');
  });
});

describe('signing in', () => {
  it('signs the designer in and opens the dashboard', async () => {
    let signedIn = false;
    const fetch = stubFetch(async (url) => {
      if (url === '/api/designer/auth/login') {
        signedIn = true;
        return jsonResponse(designer);
      }
      if (url === '/api/designer/auth/me') return signedIn ? jsonResponse(designer) : jsonResponse({ statusCode: 401 }, { status: 401 });
      if (url === '/api/designer/dashboard') return jsonResponse({ projects: { ongoing: 0, completed: 0 }, quotes: {}, totalRevenue: 0, projectsCompleted: 0, recentQuotes: [] });
      return jsonResponse({}, { status: 404 });
    });
    const { router } = renderRoute('/designer/login');

    await screen.findByRole('heading', { name: 'Designer sign in' });
    type(/^Email/, 'kavya@studio.example.in');
    type(/^Password/, 'a long passphrase');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/designer'));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(bodyOf(callsTo(fetch, 'POST', '/api/designer/auth/login')[0])).toEqual({ email: 'kavya@studio.example.in', password: 'a long passphrase' });
    expect(screen.getByRole('group', { name: 'Signed in as' }).textContent).toContain('Rao Interiors');
  });

  it('shows why the gateway refused, such as an application not approved yet', async () => {
    stubFetch(async () => jsonResponse({ statusCode: 403, message: 'Your application is waiting for approval' }, { status: 403 }));
    const { router } = renderRoute('/designer/login');

    await screen.findByRole('heading', { name: 'Designer sign in' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Your application is waiting for approval');
    expect(router.state.location.pathname).toBe('/designer/login');
  });
});

describe('resetting a password', () => {
  it('asks for a link by email and answers the same either way', async () => {
    const fetch = stubFetch(async () => jsonResponse({ sent: true }, { status: 202 }));
    renderRoute('/designer/forgot-password');

    await screen.findByRole('heading', { name: 'Reset your password' });
    type(/^Email/, 'kavya@studio.example.in');
    fireEvent.click(screen.getByRole('button', { name: 'Email me a link' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(bodyOf(callsTo(fetch, 'POST', '/api/designer/password-reset')[0])).toEqual({ email: 'kavya@studio.example.in' });
  });

  it('sets the new password with the link’s token', async () => {
    const fetch = stubFetch(async () => jsonResponse({ reset: true }));
    renderRoute('/designer/reset-password?token=abcdefghijklmnopqrstuvwxyz');

    await screen.findByRole('heading', { name: 'Choose a new password' });
    type(/^New password/, 'another long passphrase');
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));

    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeTruthy();
    expect(bodyOf(callsTo(fetch, 'POST', '/api/designer/password-reset/confirm')[0])).toEqual({ token: 'abcdefghijklmnopqrstuvwxyz', password: 'another long passphrase' });
  });
});
