import { Suspense, useState, type ComponentType } from 'react';
import type { IconType } from 'react-icons';
import { LuCompass, LuSparkles } from 'react-icons/lu';
import { lazyWithChakra } from '../../../lib/chakra/chakra-area';
import type { DiscoveryDialogProps } from './discovery-dialog';

// The dialogs load only when the shopper first reaches for them, so they add nothing to the
// home page's initial JavaScript; pointing at a button starts the download early.
const loadQuiz = () => import('./art-finder-quiz-dialog');
const loadSurprise = () => import('./surprise-me-dialog');
const ArtFinderQuizDialog = lazyWithChakra(() =>
  loadQuiz().then((module) => ({ default: module.ArtFinderQuizDialog })),
);
const SurpriseMeDialog = lazyWithChakra(() =>
  loadSurprise().then((module) => ({ default: module.SurpriseMeDialog })),
);

/** Whether a dialog is open, and whether it was ever opened (it stays mounted to tidy up after closing). */
interface DialogState {
  mounted: boolean;
  open: boolean;
}

const closedForGood: DialogState = { mounted: false, open: false };

interface DiscoveryButtonProps {
  label: string;
  className?: string;
  icon: IconType;
  preload: () => Promise<unknown>;
  dialog: ComponentType<DiscoveryDialogProps>;
}

function DiscoveryButton({ label, className, icon: Icon, preload, dialog: DialogComponent }: DiscoveryButtonProps) {
  const [state, setState] = useState<DialogState>(closedForGood);
  // A failed early download is simply tried again when the dialog opens.
  const warmUp = () => void preload().catch(() => undefined);

  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={warmUp}
        onFocus={warmUp}
        onClick={() => setState({ mounted: true, open: true })}
      >
        <Icon aria-hidden="true" />
        {label}
      </button>
      {state.mounted && (
        <Suspense fallback={null}>
          <DialogComponent open={state.open} onOpenChange={(open) => setState({ mounted: true, open })} />
        </Suspense>
      )}
    </>
  );
}

/** The hero's two discovery helpers: the Art Finder quiz and Surprise Me, drawn as the hero's `className` says. */
export function DiscoveryActions({ className }: { className?: string }) {
  return (
    <>
      <DiscoveryButton label="Art Finder Quiz" icon={LuCompass} preload={loadQuiz} dialog={ArtFinderQuizDialog} className={className} />
      <DiscoveryButton label="Surprise Me" icon={LuSparkles} preload={loadSurprise} dialog={SurpriseMeDialog} className={className} />
    </>
  );
}
