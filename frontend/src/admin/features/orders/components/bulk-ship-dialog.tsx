import { Field, Input, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../../lib/form-dialog';

export interface ShipTarget {
  orderNumber: string;
  version: number;
}

export interface Shipment {
  orderNumber: string;
  version: number;
  carrier: string;
  trackingNumber: string;
}

interface BulkShipDialogProps {
  open: boolean;
  orders: readonly ShipTarget[];
  submitting: boolean;
  onClose: () => void;
  onShip: (shipments: Shipment[]) => void;
}

/** Marks the selected orders shipped: one carrier for all, a tracking number for each. */
export function BulkShipDialog({ open, orders, submitting, onClose, onShip }: BulkShipDialogProps) {
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onShip(
      orders.map(({ orderNumber, version }) => ({
        orderNumber,
        version,
        carrier: carrier.trim(),
        trackingNumber: (tracking[orderNumber] ?? '').trim(),
      })),
    );
  };

  return (
    <FormDialog
      open={open}
      scrollBehavior="inside"
      title={`Mark ${orders.length === 1 ? '1 order' : `${orders.length} orders`} shipped`}
      submit={{ label: 'Mark shipped', loading: submitting }}
      closeLabel="Cancel"
      onClose={onClose}
      onSubmit={submit}
    >
      <Field.Root required>
        <Field.Label>Carrier</Field.Label>
        <Input value={carrier} maxLength={60} onChange={(event) => setCarrier(event.target.value)} />
      </Field.Root>
      {orders.map(({ orderNumber }) => (
        <Field.Root key={orderNumber} required>
          <Field.Label>Tracking number for {orderNumber}</Field.Label>
          <Input
            value={tracking[orderNumber] ?? ''}
            maxLength={60}
            onChange={(event) => setTracking((current) => ({ ...current, [orderNumber]: event.target.value }))}
          />
        </Field.Root>
      ))}
      <Text fontSize="sm" color="fg.muted">
        Each shopper is emailed their tracking number.
      </Text>
    </FormDialog>
  );
}
