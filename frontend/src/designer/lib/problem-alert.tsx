import { Alert } from '@chakra-ui/react';
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
