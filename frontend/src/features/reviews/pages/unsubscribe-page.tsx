import { Alert, Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { useUnsubscribeMutation } from '../api/reviews.api';
import { reviewErrorMessage } from '../model/server-message';

/**
 * /reviews/unsubscribe?token=…: the link in a review request email. The address alone changes
 * nothing (mail scanners open links); the shopper confirms with the button.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [unsubscribe, { data, error, isLoading }] = useUnsubscribeMutation();

  return (
    <Container maxW="xl" px={{ base: '4', md: '8' }} py={{ base: '12', md: '20' }}>
      <Stack gap="6" bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="l3" p={{ base: '6', md: '8' }}>
        <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }}>
          Review emails
        </Heading>
        {data ? (
          <Text role="status" fontWeight="medium">
            You will not receive review request emails at {data.email} any more.
          </Text>
        ) : (
          <>
            <Text color="fg.muted">
              A few days after a print arrives we email to ask how you like it. Unsubscribe and we will not ask again at this
              address.
            </Text>
            {error !== undefined && (
              <Alert.Root status="error" role="alert" borderRadius="l2">
                <Alert.Indicator />
                <Alert.Title>{reviewErrorMessage(error)}</Alert.Title>
              </Alert.Root>
            )}
            {!token && (
              <Text role="alert" color="fg.error">
                This link is incomplete: open the link from the email again.
              </Text>
            )}
            <Box>
              <Button colorPalette="brand" loading={isLoading} disabled={!token} onClick={() => void unsubscribe(token)}>
                Unsubscribe
              </Button>
            </Box>
          </>
        )}
      </Stack>
    </Container>
  );
}
