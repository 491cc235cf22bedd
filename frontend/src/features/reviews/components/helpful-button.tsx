import { Button, HStack, Text } from '@chakra-ui/react';
import { LuThumbsUp } from 'react-icons/lu';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useVoteHelpfulMutation } from '../api/reviews.api';
import { reviewErrorMessage } from '../model/server-message';

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

  return (
    <HStack gap="3" flexWrap="wrap">
      <Button size="xs" variant="outline" loading={isLoading} disabled={counted !== undefined} onClick={onClick}>
        <LuThumbsUp aria-hidden="true" />
        Helpful ({counted?.helpfulVotes ?? votes})
      </Button>
      {counted && (
        <Text fontSize="sm" color="fg.muted">
          Thanks for your feedback
        </Text>
      )}
      {error !== undefined && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {reviewErrorMessage(error)}
        </Text>
      )}
    </HStack>
  );
}
