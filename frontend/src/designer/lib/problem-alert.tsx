import { Alert, Button, Stack } from '@chakra-ui/react';
import { designerErrorMessage } from './designer-errors';

/** Why the server refused a call, in its own words, or nothing while there is no refusal. */
export function ProblemAlert({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Description>{designerErrorMessage(error)}</Alert.Description>
    </Alert.Root>
  );
}

/** A read that failed: why, and a way to ask again. */
export function LoadProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Stack gap="2">
      <ProblemAlert error={error} />
      <Button alignSelf="start" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}
