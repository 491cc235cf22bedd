import { Alert, Button, Stack, Wrap } from '@chakra-ui/react';
import type { ApiAdminOrder, OrderAction } from '@shop/contracts';
import { useState } from 'react';
import { statusOf, staffErrorMessage } from '../../../lib/api-errors';
import { useStaff } from '../../../lib/staff-context';
import { useActOnOrderMutation, type ActionDetails } from '../api/staff-orders.api';
import { ACTION_LABELS, availableActions } from '../model/order-actions';
import { ActionDialog, isFormAction } from './action-dialog';

interface OrderActionsPanelProps {
  order: ApiAdminOrder;
  /** Reads the order again (after someone else changed it). */
  onReload: () => void;
}

/**
 * The actions the order's state allows and the staff member's role may take. Each sends the
 * version shown: when someone else changed the order meanwhile, the server answers 409 and the
 * page offers to reload it rather than act on what the staff member did not see.
 */
export function OrderActionsPanel({ order, onReload }: OrderActionsPanelProps) {
  const staff = useStaff();
  const [act, { error, isLoading, reset }] = useActOnOrderMutation();
  const [open, setOpen] = useState<OrderAction | null>(null);
  const actions = availableActions(order.allowedActions, staff.permissions);

  const run = async (details: ActionDetails) => {
    const failure = await act({ orderNumber: order.orderNumber, version: order.version, details })
      .unwrap()
      .then(() => null)
      .catch((cause: unknown) => cause);
    // A form stays open to correct what the server refused, except for a conflict: that needs a reload.
    if (failure === null || statusOf(failure) === 409) setOpen(null);
  };

  const start = (action: OrderAction) => {
    reset();
    if (isFormAction(action)) setOpen(action);
    else void run({ action } as ActionDetails);
  };

  const conflict = statusOf(error) === 409;
  const refundable = Math.max(0, order.paidAmount - order.refundedAmount);

  if (actions.length === 0 && !error) return null;
  return (
    <Stack gap="3" as="section" aria-label="Actions">
      {actions.length > 0 && (
        <Wrap gap="2">
          {actions.map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'cancel' || action.includes('refund') ? 'outline' : 'solid'}
              colorPalette={action === 'cancel' ? 'red' : 'brand'}
              loading={isLoading && open === null}
              onClick={() => start(action)}
            >
              {ACTION_LABELS[action]}
            </Button>
          ))}
        </Wrap>
      )}
      {error && !open && (
        <Alert.Root status={conflict ? 'warning' : 'error'} role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{staffErrorMessage(error)}</Alert.Description>
            {conflict && (
              <Button
                mt="2"
                size="xs"
                alignSelf="start"
                onClick={() => {
                  reset();
                  onReload();
                }}
              >
                Reload order
              </Button>
            )}
          </Alert.Content>
        </Alert.Root>
      )}
      {open && isFormAction(open) && (
        <ActionDialog
          action={open}
          orderNumber={order.orderNumber}
          refundable={refundable}
          submitting={isLoading}
          problem={error ? staffErrorMessage(error) : null}
          onClose={() => {
            reset();
            setOpen(null);
          }}
          onSubmit={(details) => void run(details)}
        />
      )}
    </Stack>
  );
}
