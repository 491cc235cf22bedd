import { Alert, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { staffErrorMessage, statusOf } from './api-errors';

/** A record id as the address names it, or null for one that cannot be (a positive int4), so nothing is asked for. */
export function recordIdOf(text: string | undefined): number | null {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

interface DetailHeaderProps {
  /** The list the record belongs to: "← Orders". */
  back: { to: string; label: string };
  title: ReactNode;
  /** Badges and facts under the title. */
  meta: ReactNode;
  /** Buttons on the right, when the page has any. */
  actions?: ReactNode;
}

/** The top of a detail page: the way back to the list, the record's name, its state, and what may be done. */
export function DetailHeader({ back, title, meta, actions }: DetailHeaderProps) {
  return (
    <Flex justify="space-between" align="start" wrap="wrap" gap="3">
      <Stack gap="1">
        <Text fontSize="sm">
          <RouterLink to={back.to}>← {back.label}</RouterLink>
        </Text>
        <Heading as="h1" fontSize="2xl">
          {title}
        </Heading>
        <HStack gap="2" wrap="wrap">
          {meta}
        </HStack>
      </Stack>
      {actions}
    </Flex>
  );
}

/** A detail page's body: the main sections in two thirds, the side ones in the last third (stacked on narrow screens). */
export function DetailColumns({ main, side }: { main: ReactNode; side: ReactNode }) {
  return (
    <SimpleGrid columns={{ base: 1, xl: 3 }} gap="5" alignItems="start">
      <Stack gap="5" gridColumn={{ xl: 'span 2' }}>
        {main}
      </Stack>
      <Stack gap="5">{side}</Stack>
    </SimpleGrid>
  );
}

export type StepResult = 'done' | 'conflict' | 'refused';

/**
 * The steps staff take on a record that carries a version (approve, reject...): each clears what the
 * last one said, then shows its notice once done, or why the server refused it. A conflict (409: the
 * record changed meanwhile) is always shown and the record read again; another refusal is not shown
 * here when `quiet` (a dialog shows it). Each step answers how it went.
 */
export function useRecordSteps(reload: () => void) {
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const attempt = async (step: () => Promise<unknown>, { done = null, quiet = false }: { done?: string | null; quiet?: boolean } = {}): Promise<StepResult> => {
    setNotice(null);
    setProblem(null);
    const failure = await step()
      .then(() => null)
      .catch((cause: unknown) => cause);
    if (failure === null) {
      setNotice(done);
      return 'done';
    }
    const conflict = statusOf(failure) === 409;
    setProblem(quiet && !conflict ? null : staffErrorMessage(failure));
    if (!conflict) return 'refused';
    reload();
    return 'conflict';
  };

  return { notice, problem, attempt };
}

/** How the last step on a record went: its notice once done, or why it was refused. */
export function StepOutcome({ notice, problem }: { notice: string | null; problem: string | null }) {
  return (
    <>
      {notice && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{notice}</Alert.Title>
        </Alert.Root>
      )}
      {problem && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Description>{problem}</Alert.Description>
        </Alert.Root>
      )}
    </>
  );
}
