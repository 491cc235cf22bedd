import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useReducer } from 'react';
import { LuShuffle } from 'react-icons/lu';
import { apiErrorMessage } from '../../../lib/api/base-query';
import { useGetSurpriseQuery } from '../../../lib/api/products.api';
import { randomSeed } from '../model/random';
import { NO_SURPRISE, surpriseReducer } from '../model/surprise-round';
import { RESET_AFTER_CLOSE_MS, SURPRISE_DELAY_MS } from '../model/timing';
import { ArtworkResultGrid, ArtworksLoadError, DialogLoading, NothingToShow } from './artwork-results';
import { discoveryDialogContentProps, discoveryDialogRootProps, type DiscoveryDialogProps } from './discovery-dialog';

/** Surprise Me (spec sections 2, 4 and 9): 6 to 8 random artworks, drawn again on request. */
export function SurpriseMeDialog({ open, onOpenChange }: DiscoveryDialogProps) {
  const [round, dispatch] = useReducer(surpriseReducer, NO_SURPRISE);
  // The server draws the round's artworks from its seed, while the loading message shows.
  const { currentData, error, isFetching, refetch } = useGetSurpriseQuery(round.phase === 'idle' ? skipToken : round.seed);

  // Opening starts a round once; reopening before the set is cleared shows the same set.
  useEffect(() => {
    if (open && round.phase === 'idle') dispatch({ type: 'shuffle', seed: randomSeed() });
  }, [open, round.phase]);

  useEffect(() => {
    if (round.phase !== 'shuffling') return;
    const timer = window.setTimeout(() => dispatch({ type: 'reveal' }), SURPRISE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [round]);

  useEffect(() => {
    if (open) return;
    const timer = window.setTimeout(() => dispatch({ type: 'clear' }), RESET_AFTER_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [open]);

  const picks = round.phase === 'shown' ? currentData : undefined;

  const close = () => onOpenChange(false);
  const loading = round.phase !== 'shown' || (!currentData && !error);

  let body;
  if (error && !loading) {
    body = <ArtworksLoadError message={apiErrorMessage(error)} retrying={isFetching} onRetry={() => void refetch()} />;
  } else if (loading || !picks) {
    body = <DialogLoading message="Picking a few artworks just for you..." />;
  } else if (picks.length === 0) {
    body = <NothingToShow message="No artworks available for surprise selection." onOpen={close} />;
  } else {
    body = (
      <Stack gap="4">
        <Text color="fg.muted">
          {picks.length === 1 ? 'One artwork, picked at random.' : `${picks.length} artworks, picked at random.`}
        </Text>
        <ArtworkResultGrid artworks={picks} onOpen={close} label="Surprise artworks" />
      </Stack>
    );
  }

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
            <Dialog.Header pe="14">
              <Dialog.Title fontFamily="heading" fontSize="2xl">
                Surprise Me
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body aria-live="polite">{body}</Dialog.Body>
            <Dialog.Footer justifyContent="space-between" gap="3" borderTopWidth="1px" borderColor="border" pt="4">
              <Button
                variant="outline"
                disabled={loading || !picks?.length}
                onClick={() => dispatch({ type: 'shuffle', seed: randomSeed() })}
              >
                <LuShuffle aria-hidden="true" />
                Surprise Me Again
              </Button>
              <Button colorPalette="brand" onClick={close}>
                Close
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close surprise" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
