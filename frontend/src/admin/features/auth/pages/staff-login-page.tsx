import { Alert, Button, Card, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { STAFF_GOOGLE_SIGN_IN_HREF } from '../../../lib/staff-session.api';
import { refusalMessage } from '../model/sign-in-refusal';

/**
 * /admin/login: staff sign in with Google. A plain link, not a popup: the gateway runs the redirect
 * flow and lands the browser back on /admin, or here with `?error=` when it refused.
 */
export function StaffLoginPage() {
  const [search] = useSearchParams();
  const refusal = refusalMessage(search.get('error'));

  return (
    <Center minH="100dvh" bg="gray.50" px="4">
      <Card.Root w="full" maxW="sm" variant="elevated">
        <Card.Body gap="6">
          <Stack gap="1">
            <Heading as="h1" fontSize="2xl">
              Back office
            </Heading>
            <Text color="fg.muted">Sign in with the Google account the shop invited.</Text>
          </Stack>
          {refusal && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>You could not be signed in</Alert.Title>
                <Alert.Description>{refusal}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <Button asChild type={undefined} colorPalette="brand" size="lg">
            <a href={STAFF_GOOGLE_SIGN_IN_HREF}>Sign in with Google</a>
          </Button>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
