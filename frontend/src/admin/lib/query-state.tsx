import { Button, Skeleton, Stack, Text, type SkeletonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { staffErrorMessage } from './api-errors';

/** Why a list or page did not load, with a way to ask again. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Stack role="alert" gap="2">
      <Text>{staffErrorMessage(error)}</Text>
      <Button size="sm" alignSelf="start" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}

interface LoadedProps<T> {
  data: T | undefined;
  error: unknown;
  onRetry: () => void;
  /** The placeholder's height while nothing has come yet, about what the content will take. */
  placeholderHeight?: SkeletonProps['h'];
  children: (data: T) => ReactNode;
}

/**
 * A query's answer once it has one; before that a placeholder, and after a failure the reason and
 * "Try again". A failure wins over stale data: what is shown is never silently out of date.
 */
export function Loaded<T>({ data, error, onRetry, placeholderHeight = '80', children }: LoadedProps<T>) {
  if (error) return <LoadFailure error={error} onRetry={onRetry} />;
  if (data === undefined) return <Skeleton h={placeholderHeight} />;
  return children(data);
}
