import { Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { staffErrorMessage } from './api-errors';

interface DetailUnavailableProps {
  /** No such record (a 404, or an address that cannot name one), as opposed to a failed load. */
  missing: boolean;
  /** "Order", "Customer": the record's kind as a heading starts it. */
  kind: string;
  /** What to say when there is no such record. */
  missingText: string;
  error: unknown;
  back: { to: string; label: string };
}

/** A detail page that has nothing to show: "Order not found" or "The order could not load", and the way back to the list. */
export function DetailUnavailable({ missing, kind, missingText, error, back }: DetailUnavailableProps) {
  return (
    <Stack gap="3" role="alert">
      <Heading as="h1" fontSize="2xl">
        {missing ? `${kind} not found` : `The ${kind.toLowerCase()} could not load`}
      </Heading>
      <Text>{missing ? missingText : staffErrorMessage(error)}</Text>
      <RouterLink to={back.to}>{back.label}</RouterLink>
    </Stack>
  );
}
