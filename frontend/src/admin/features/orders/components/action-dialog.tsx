import { Field, Input, Text, Textarea } from '@chakra-ui/react';
import type { OrderAction } from '@shop/contracts';
import { useState, type FormEvent } from 'react';
import { formatRupees } from '../../../../lib/money';
import { FormDialog } from '../../../lib/form-dialog';
import type { ActionDetails } from '../api/staff-orders.api';
import { ACTION_LABELS } from '../model/order-actions';

type FormAction = Extract<OrderAction, 'ship' | 'cancel' | 'refund-phonepe' | 'record-cod-refund'>;

interface ActionDialogProps {
  action: FormAction;
  orderNumber: string;
  /** What may still be refunded, in rupees. */
  refundable: number;
  submitting: boolean;
  /** Why the server refused the last try. */
  problem: string | null;
  onClose: () => void;
  onSubmit: (details: ActionDetails) => void;
}

/** An amount in rupees as typed ("1499.50"), or undefined when the field is empty (refund everything). */
function rupeesOf(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/** The form an action needs: the shipment, the reason to cancel, or the amount to refund. */
export function ActionDialog({ action, orderNumber, refundable, submitting, problem, onClose, onSubmit }: ActionDialogProps) {
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [trackingUrl, setTrackingUrl] = useState('');
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const why = reason.trim() || undefined;
    if (action === 'ship') {
      onSubmit({ action, carrier: carrier.trim(), trackingNumber: trackingNumber.trim(), trackingUrl: trackingUrl.trim() || undefined });
    } else if (action === 'cancel') {
      onSubmit({ action, reason: reason.trim() });
    } else {
      onSubmit({ action, amount: rupeesOf(amount), reason: why });
    }
  };

  return (
    <FormDialog
      title={`${ACTION_LABELS[action]}: ${orderNumber}`}
      submit={{ label: ACTION_LABELS[action], colorPalette: action === 'cancel' ? 'red' : 'brand', loading: submitting }}
      problem={problem}
      onClose={onClose}
      onSubmit={submit}
    >
      {action === 'ship' && (
        <>
          <Field.Root required>
            <Field.Label>Carrier</Field.Label>
            <Input value={carrier} maxLength={60} onChange={(event) => setCarrier(event.target.value)} />
          </Field.Root>
          <Field.Root required>
            <Field.Label>Tracking number</Field.Label>
            <Input value={trackingNumber} maxLength={60} onChange={(event) => setTrackingNumber(event.target.value)} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Tracking URL</Field.Label>
            <Input type="url" value={trackingUrl} maxLength={500} placeholder="https://" onChange={(event) => setTrackingUrl(event.target.value)} />
            <Field.HelperText>The shopper's email links to it.</Field.HelperText>
          </Field.Root>
        </>
      )}
      {action === 'cancel' && (
        <Field.Root required>
          <Field.Label>Reason</Field.Label>
          <Textarea value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
          <Field.HelperText>The shopper is told this reason.</Field.HelperText>
        </Field.Root>
      )}
      {(action === 'refund-phonepe' || action === 'record-cod-refund') && (
        <>
          <Text>
            Up to {formatRupees(refundable, { paise: true })} may be refunded.
            {action === 'refund-phonepe' ? ' PhonePe returns the money to the shopper.' : ' Record cash you have returned to the shopper.'}
          </Text>
          <Field.Root>
            <Field.Label>Amount (₹)</Field.Label>
            <Input
              type="number"
              inputMode="decimal"
              min="0.01"
              step="0.01"
              max={refundable}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
            <Field.HelperText>Leave empty to refund everything not yet refunded.</Field.HelperText>
          </Field.Root>
          <Field.Root>
            <Field.Label>Reason</Field.Label>
            <Input value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
          </Field.Root>
        </>
      )}
    </FormDialog>
  );
}

export function isFormAction(action: OrderAction): action is FormAction {
  return action === 'ship' || action === 'cancel' || action === 'refund-phonepe' || action === 'record-cod-refund';
}
