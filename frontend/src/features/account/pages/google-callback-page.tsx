import { Center, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { AppLink } from '../../../components/ui/app-link';
import { paths } from '../../../lib/paths';
import { readGoogleSignInFragment } from '../model/google-callback';

/**
 * /auth/google/callback, inside the sign-in popup: Google sends the shopper here with the
 * access token (or an error) and the state in the fragment. The page hands them to the shop's
 * window that opened it, addressed to this origin only, and closes. The shop's window checks the
 * state and does the sign-in; the token never appears in a request from here.
 */
export function GoogleCallbackPage() {
  const { hash } = useLocation();
  const handled = useRef(false);
  const [orphaned, setOrphaned] = useState(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const result = readGoogleSignInFragment(hash);
    // Keep the token out of the address bar and the history.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    const opener = window.opener as Window | null;
    if (!opener || opener.closed) {
      setOrphaned(true);
      return;
    }
    opener.postMessage(result, window.location.origin);
    window.close();
  }, [hash]);

  return (
    <Center minH="100dvh" px="6" textAlign="center">
      {orphaned ? (
        <Stack gap="3" maxW="sm" alignItems="center">
          <Heading as="h1" fontSize="2xl">
            Sign-in window
          </Heading>
          <Text color="fg.muted">This window has lost touch with the shop. Close it and sign in again from the shop.</Text>
          <AppLink to={paths.home.getHref()} color="brand.fg" textDecoration="underline">
            Go to the shop
          </AppLink>
        </Stack>
      ) : (
        <Stack gap="3" alignItems="center" role="status">
          <Spinner color="brand.fg" size="lg" />
          <Text>Completing sign-in…</Text>
        </Stack>
      )}
    </Center>
  );
}
