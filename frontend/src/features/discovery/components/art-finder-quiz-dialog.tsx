import { Button, CheckboxCard, CloseButton, Dialog, Fieldset, Portal, Progress, RadioCard, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useReducer } from 'react';
import { apiErrorMessage } from '../../../lib/api/base-query';
import { useGetRecommendationsQuery } from '../../../lib/api/products.api';
import {
  INITIAL_QUIZ_STATE,
  QUESTION_COUNT,
  QUIZ_QUESTIONS,
  quizProgress,
  quizReducer,
  type QuizAnswers,
  type QuizQuestion,
} from '../model/quiz';
import { randomSeed } from '../model/random';
import { RESET_AFTER_CLOSE_MS } from '../model/timing';
import { ArtworkResultGrid, ArtworksLoadError, DialogLoading, NothingToShow } from './artwork-results';
import { discoveryDialogContentProps, discoveryDialogRootProps, type DiscoveryDialogProps } from './discovery-dialog';

const choiceGridColumns = { base: 1, sm: 2 };

interface QuestionStepProps {
  question: QuizQuestion;
  chosen: readonly string[];
  onChoose: (value: string) => void;
}

const legendStyle = { fontFamily: 'heading', fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'semibold', color: 'fg' } as const;

function SingleChoiceQuestion({ question, chosen, onChoose }: QuestionStepProps) {
  return (
    <RadioCard.Root
      name={question.id}
      value={chosen[0] ?? null}
      onValueChange={({ value }) => {
        if (value) onChoose(value);
      }}
      colorPalette="brand"
      variant="surface"
      gap="4"
    >
      <RadioCard.Label {...legendStyle}>{question.title}</RadioCard.Label>
      <SimpleGrid columns={choiceGridColumns} gap="3">
        {question.options.map((option) => (
          <RadioCard.Item key={option.value} value={option.value}>
            <RadioCard.ItemHiddenInput />
            <RadioCard.ItemControl>
              <RadioCard.ItemContent>
                <RadioCard.ItemText>{option.label}</RadioCard.ItemText>
                {option.description && <RadioCard.ItemDescription>{option.description}</RadioCard.ItemDescription>}
              </RadioCard.ItemContent>
              <RadioCard.ItemIndicator />
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
      </SimpleGrid>
    </RadioCard.Root>
  );
}

function MultipleChoiceQuestion({ question, chosen, onChoose }: QuestionStepProps) {
  return (
    <Fieldset.Root gap="4">
      <Stack gap="1">
        <Fieldset.Legend {...legendStyle}>{question.title}</Fieldset.Legend>
        <Fieldset.HelperText>Choose all that apply.</Fieldset.HelperText>
      </Stack>
      <SimpleGrid columns={choiceGridColumns} gap="3">
        {question.options.map((option) => (
          <CheckboxCard.Root
            key={option.value}
            value={option.value}
            checked={chosen.includes(option.value)}
            onCheckedChange={() => onChoose(option.value)}
            colorPalette="brand"
            variant="surface"
          >
            <CheckboxCard.HiddenInput />
            <CheckboxCard.Control>
              <CheckboxCard.Content>
                <CheckboxCard.Label>{option.label}</CheckboxCard.Label>
                {option.description && <CheckboxCard.Description>{option.description}</CheckboxCard.Description>}
              </CheckboxCard.Content>
              <CheckboxCard.Indicator />
            </CheckboxCard.Control>
          </CheckboxCard.Root>
        ))}
      </SimpleGrid>
    </Fieldset.Root>
  );
}

function QuestionStep(props: QuestionStepProps) {
  return props.question.multiple ? <MultipleChoiceQuestion {...props} /> : <SingleChoiceQuestion {...props} />;
}

interface QuizResultsProps {
  answers: QuizAnswers;
  seed: number;
  onLeave: () => void;
}

/** The server scores the whole catalogue against the answers (spec section 9); the round's seed fixes its picks. */
function QuizResults({ answers, seed, onLeave }: QuizResultsProps) {
  const { currentData: picks, error, isFetching, refetch } = useGetRecommendationsQuery({ answers, seed });

  if (error) return <ArtworksLoadError message={apiErrorMessage(error)} retrying={isFetching} onRetry={() => void refetch()} />;
  if (!picks) return <DialogLoading message="Finding artworks that suit you..." />;
  if (picks.length === 0) return <NothingToShow message="We couldn't find exact matches for your preferences." onOpen={onLeave} />;

  return (
    <Stack gap="4">
      <Text color="fg.muted">
        {picks.length === 1 ? 'One artwork suits your answers.' : `${picks.length} artworks suit your answers.`}
      </Text>
      <ArtworkResultGrid artworks={picks} onOpen={onLeave} label="Recommended artworks" />
    </Stack>
  );
}

/** The Art Finder quiz (spec sections 2, 4 and 9): five questions, then matching artworks. */
export function ArtFinderQuizDialog({ open, onOpenChange }: DiscoveryDialogProps) {
  const [state, dispatch] = useReducer(quizReducer, INITIAL_QUIZ_STATE);

  useEffect(() => {
    if (open) return;
    const timer = window.setTimeout(() => dispatch({ type: 'restart' }), RESET_AFTER_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [open]);

  const close = () => onOpenChange(false);
  const isLastQuestion = state.view === 'question' && state.step === QUESTION_COUNT - 1;

  return (
    <Dialog.Root
      open={open}
      {...discoveryDialogRootProps}
      onOpenChange={(details) => onOpenChange(details.open)}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...discoveryDialogContentProps}>
            <Dialog.Header flexDirection="column" alignItems="stretch" gap="3" pe="14">
              <Dialog.Title fontFamily="heading" fontSize="2xl">
                Art Finder Quiz
              </Dialog.Title>
              <Progress.Root value={quizProgress(state)} size="sm" colorPalette="brand" gap="2">
                <Progress.Label fontSize="sm" color="fg.muted" fontWeight="normal">
                  {state.view === 'question' ? `Question ${state.step + 1} of ${QUESTION_COUNT}` : 'Your recommendations'}
                </Progress.Label>
                <Progress.Track borderRadius="full">
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            </Dialog.Header>
            <Dialog.Body>
              {state.view === 'question' ? (
                <QuestionStep
                  key={state.step}
                  question={QUIZ_QUESTIONS[state.step]}
                  chosen={state.answers[QUIZ_QUESTIONS[state.step].id]}
                  onChoose={(value) => dispatch({ type: 'choose', question: QUIZ_QUESTIONS[state.step].id, value })}
                />
              ) : (
                <QuizResults answers={state.answers} seed={state.seed} onLeave={close} />
              )}
            </Dialog.Body>
            <Dialog.Footer justifyContent="space-between" gap="3" borderTopWidth="1px" borderColor="border" pt="4">
              {state.view === 'question' ? (
                <>
                  {state.step === 0 ? (
                    <Button variant="outline" onClick={close}>
                      Cancel
                    </Button>
                  ) : (
                    <Button variant="outline" onClick={() => dispatch({ type: 'back' })}>
                      Back
                    </Button>
                  )}
                  <Button colorPalette="brand" onClick={() => dispatch({ type: 'next', seed: randomSeed() })}>
                    {isLastQuestion ? 'View Recommendations' : 'Next'}
                  </Button>
                </>
              ) : (
                <>
                  <Button variant="outline" onClick={() => dispatch({ type: 'restart' })}>
                    Restart Quiz
                  </Button>
                  <Button colorPalette="brand" onClick={close}>
                    Close
                  </Button>
                </>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close quiz" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
