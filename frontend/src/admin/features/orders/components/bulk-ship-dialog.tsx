import { Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';

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
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit}>
              <Dialog.Header>
                <Dialog.Title>Mark {orders.length === 1 ? '1 order' : `${orders.length} orders`} shipped</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
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
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="brand" loading={submitting}>
                  Mark shipped
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
