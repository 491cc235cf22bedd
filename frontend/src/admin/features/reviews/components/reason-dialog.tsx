import { Field, Textarea } from '@chakra-ui/react';
import { REVIEW_LIMITS } from '@shop/contracts/src/review/review-constants';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../../lib/form-dialog';

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
    <FormDialog title={copy.submit} submit={{ label: copy.submit, colorPalette: action === 'reject' ? 'red' : 'brand', disabled: reason.trim() === '', loading: submitting }} problem={problem} onClose={onClose} onSubmit={submit}>
      <Field.Root required>
        <Field.Label>Reason</Field.Label>
        <Textarea value={reason} maxLength={REVIEW_LIMITS.reason} onChange={(event) => setReason(event.target.value)} />
        <Field.HelperText>{copy.helper}</Field.HelperText>
      </Field.Root>
    </FormDialog>
  );
}
