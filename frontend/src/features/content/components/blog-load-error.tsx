import { Alert, Button } from '@chakra-ui/react';
import { apiErrorMessage } from '../../../lib/api/base-query';

interface BlogLoadErrorProps {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/** The blog could not be fetched: the server's answer and a way to ask again. */
export function BlogLoadError({ error, retrying, onRetry }: BlogLoadErrorProps) {
  return (
    <Alert.Root status="error" role="alert" borderRadius="l3">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>The articles could not be loaded.</Alert.Title>
        <Alert.Description>{apiErrorMessage(error)}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" alignSelf="center" loading={retrying} onClick={onRetry}>
        Try again
      </Button>
    </Alert.Root>
  );
}
