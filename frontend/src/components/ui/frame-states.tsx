import { Button, Center, Heading, Spinner, Stack, Text } from '@chakra-ui/react';

/** A whole frame (the back office, the trade portal) waiting for its session. */
export function FrameLoading({ label }: { label: string }) {
  return (
    <Center minH="100dvh" role="status" aria-label={label}>
      <Spinner size="lg" />
    </Center>
  );
}

/** A whole frame whose session could not be read (not a sign-out): why, and a way to ask again. */
export function FrameUnavailable({ name, message, onRetry }: { name: string; message: string; onRetry: () => void }) {
  return (
    <Center minH="100dvh" px="4">
      <Stack gap="4" maxW="md" role="alert">
        <Heading as="h1" fontSize="xl">
          The {name} could not load
        </Heading>
        <Text>{message}</Text>
        <Button alignSelf="start" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Center>
  );
}
