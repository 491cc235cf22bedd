import { LuThumbsUp } from 'react-icons/lu';
import { buttonClass } from '../../../components/ui/button-class';
import { classNames } from '../../../components/ui/class-names';
import { BusyLabel } from '../../../components/ui/spinner';
import textStyles from '../../../components/ui/styles/text.module.css';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useVoteHelpfulMutation } from '../api/reviews.api';
import { reviewErrorMessage } from '../model/server-message';
import styles from './helpful-button.module.css';

interface HelpfulButtonProps {
  reviewId: number;
  votes: number;
  /** Starts sign-in: a signed-out shopper's click offers it instead of voting. */
  onSignIn: () => void;
}

/** "Was this helpful?": one vote per shopper; once given, the button shows the new count and rests. */
export function HelpfulButton({ reviewId, votes, onSignIn }: HelpfulButtonProps) {
  const user = useCurrentUser();
  // Keyed by review: the mutation's result belongs to this card only.
  const [vote, { data: counted, error, isLoading }] = useVoteHelpfulMutation({ fixedCacheKey: `helpful-${reviewId}` });

  const onClick = () => {
    if (!user) onSignIn();
    else void vote(reviewId);
  };

  const label = (
    <>
      <LuThumbsUp aria-hidden="true" />
      Helpful ({counted?.helpfulVotes ?? votes})
    </>
  );
  return (
    <div className={styles.helpful}>
      <button
        type="button"
        className={buttonClass({ variant: 'outline', size: 'xs' })}
        disabled={isLoading || counted !== undefined}
        onClick={onClick}
      >
        <BusyLabel busy={isLoading}>{label}</BusyLabel>
      </button>
      {counted && <p className={classNames(textStyles.muted, styles.note)}>Thanks for your feedback</p>}
      {error !== undefined && (
        <p className={classNames(styles.note, styles.error)} role="alert">
          {reviewErrorMessage(error)}
        </p>
      )}
    </div>
  );
}
