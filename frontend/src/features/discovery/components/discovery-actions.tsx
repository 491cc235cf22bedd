import { Button, type ButtonProps } from '@chakra-ui/react';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { IconType } from 'react-icons';
import { LuCompass, LuSparkles } from 'react-icons/lu';
import type { DiscoveryDialogProps } from './discovery-dialog';

// The dialogs load only when the shopper first reaches for them, so they add nothing to the
// home page's initial JavaScript; pointing at a button starts the download early.
const loadQuiz = () => import('./art-finder-quiz-dialog');
const loadSurprise = () => import('./surprise-me-dialog');
const ArtFinderQuizDialog = lazy(() => loadQuiz().then((module) => ({ default: module.ArtFinderQuizDialog })));
const SurpriseMeDialog = lazy(() => loadSurprise().then((module) => ({ default: module.SurpriseMeDialog })));

/** Whether a dialog is open, and whether it was ever opened (it stays mounted to tidy up after closing). */
interface DialogState {
  mounted: boolean;
  open: boolean;
}

const closedForGood: DialogState = { mounted: false, open: false };

interface DiscoveryButtonProps extends ButtonProps {
  label: string;
  icon: IconType;
  preload: () => Promise<unknown>;
  dialog: ComponentType<DiscoveryDialogProps>;
}

function DiscoveryButton({ label, icon: Icon, preload, dialog: DialogComponent, ...buttonProps }: DiscoveryButtonProps) {
  const [state, setState] = useState<DialogState>(closedForGood);
  // A failed early download is simply tried again when the dialog opens.
  const warmUp = () => void preload().catch(() => undefined);

  return (
    <>
      <Button
        {...buttonProps}
        aria-haspopup="dialog"
        onPointerEnter={warmUp}
        onFocus={warmUp}
        onClick={() => setState({ mounted: true, open: true })}
      >
        <Icon aria-hidden="true" />
        {label}
      </Button>
      {state.mounted && (
        <Suspense fallback={null}>
          <DialogComponent open={state.open} onOpenChange={(open) => setState({ mounted: true, open })} />
        </Suspense>
      )}
    </>
  );
}

/** The hero's two discovery helpers: the Art Finder quiz and Surprise Me. */
export function DiscoveryActions(buttonProps: ButtonProps) {
  return (
    <>
      <DiscoveryButton label="Art Finder Quiz" icon={LuCompass} preload={loadQuiz} dialog={ArtFinderQuizDialog} {...buttonProps} />
      <DiscoveryButton label="Surprise Me" icon={LuSparkles} preload={loadSurprise} dialog={SurpriseMeDialog} {...buttonProps} />
    </>
  );
}
