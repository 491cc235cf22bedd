import { Button, CloseButton, Dialog, Field, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { REVIEW_LIMITS } from '@shop/contracts/src/review/review-constants';
import { useState, type FormEvent } from 'react';

export type ReasonAction = 'reject' | 'flag';

const COPY: Record<ReasonAction, { submit: string; helper: string }> = {
  reject: { submit: 'Reject review', helper: 'Staff see this reason; the shopper’s review is never shown.' },
  flag: { submit: 'Flag review', helper: 'Staff see this reason; the review is held back until someone looks again.' },
};

interface ReasonDialogProps {
  action: ReasonAction;
  submitting: boolean;
  /** Why the server refused the last try. */
  problem: string | null;
  onClose: () => void;
  onSubmit: (reason: string) => void;
}

/** Asks why a review is rejected or flagged: the reason goes into the review's moderation note and the audit log. */
export function ReasonDialog({ action, submitting, problem, onClose, onSubmit }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const copy = COPY[action];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(reason.trim());
  };

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit}>
              <Dialog.Header>
                <Dialog.Title>{copy.submit}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root required>
                    <Field.Label>Reason</Field.Label>
                    <Textarea value={reason} maxLength={REVIEW_LIMITS.reason} onChange={(event) => setReason(event.target.value)} />
                    <Field.HelperText>{copy.helper}</Field.HelperText>
                  </Field.Root>
                  {problem && (
                    <Text role="alert" color="fg.error">
                      {problem}
                    </Text>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  Back
                </Button>
                <Button type="submit" colorPalette={action === 'reject' ? 'red' : 'brand'} disabled={reason.trim() === ''} loading={submitting}>
                  {copy.submit}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
