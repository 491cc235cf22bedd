import { Alert, Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import type { StaffReview } from '@shop/contracts';
import { REVIEW_LIMITS } from '@shop/contracts/src/review/review-constants';
import { useState, type FormEvent } from 'react';
import { staffErrorMessage } from '../../../lib/api-errors';
import { formatDateTime } from '../../../lib/labels';
import { useReplyToReviewMutation } from '../api/staff-reviews.api';

/**
 * The shop's public reply, shown under the review on the product page once it is approved:
 * written, replaced or removed.
 */
export function ReplyForm({ review }: { review: StaffReview }) {
  const saved = review.reply?.content ?? '';
  const [text, setText] = useState(saved);
  // The reply as the server last answered it (saved here, removed, or reloaded) replaces what the field holds.
  const [shown, setShown] = useState(saved);
  if (shown !== saved) {
    setShown(saved);
    setText(saved);
  }
  const [notice, setNotice] = useState<string | null>(null);
  const [reply, { error, isLoading, reset }] = useReplyToReviewMutation();

  const send = async (content: string | null, done: string) => {
    setNotice(null);
    reset();
    const answered = await reply({ id: review.id, content })
      .unwrap()
      .then(() => true)
      .catch(() => false);
    if (answered) setNotice(done);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(text.trim(), 'Reply saved.');
  };

  return (
    <Stack as="form" gap="2" onSubmit={submit}>
      <Field.Root>
        <Field.Label>Public reply</Field.Label>
        <Textarea bg="white" rows={4} value={text} maxLength={REVIEW_LIMITS.reply} onChange={(event) => setText(event.target.value)} />
        <Field.HelperText>
          {review.reply
            ? `Shown under the review as the shop's answer; last changed ${formatDateTime(review.reply.updatedAt)}.`
            : "Shown under the review as the shop's answer once the review is approved."}
        </Field.HelperText>
      </Field.Root>
      {error && (
        <Text role="alert" color="fg.error">
          {staffErrorMessage(error)}
        </Text>
      )}
      {notice && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{notice}</Alert.Title>
        </Alert.Root>
      )}
      <HStack gap="2">
        <Button type="submit" size="sm" disabled={text.trim() === ''} loading={isLoading}>
          Save reply
        </Button>
        {review.reply && (
          <Button size="sm" variant="outline" colorPalette="red" disabled={isLoading} onClick={() => void send(null, 'Reply removed.')}>
            Remove reply
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
