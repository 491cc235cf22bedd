import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast-store';
import { isShopApiError } from '../../../lib/api/base-query';
import { leaveShopFor } from '../../../lib/browser-location';
import { paths } from '../../../lib/paths';
import { useCreateCustomerMutation, useInitiatePaymentMutation, usePlaceOrderMutation } from '../api/checkout.api';
import { GATEWAY_PAYMENT_NAMES, type CheckoutFormValues, type GatewayPaymentMethod, type PaymentMethod } from '../model/checkout-form';
import {
  codOrderNumber,
  codOrderPayload,
  gatewayOrderId,
  initiatePaymentPayload,
  orderItems,
  shippingDetails,
  tempOrderRecord,
  type CheckoutCart,
} from '../model/order-payload';
import { saveTempOrder } from '../model/temp-order';

/** A valid form: the payment method is chosen. */
export type CompleteCheckout = CheckoutFormValues & { paymentMethod: PaymentMethod };

/** How many order numbers cash on delivery tries when a number is already another shopper's. */
const ORDER_NUMBER_TRIES = 3;

interface PlaceOrderOptions {
  /** Empties the cart once a cash-on-delivery order is stored. */
  onOrderPlaced: () => void;
}

/**
 * Places the order (spec section 4). Cash on delivery: the customer, then the order, then order
 * tracking. Card, banking and PhonePe: the customer, then the gateway's initiate call, which stores
 * the order before the shopper is sent to the pay page. Any failure shows 'Error placing order'.
 *
 * A retry of the same checkout reuses its order number: the server is idempotent on it, so an
 * answer lost on the way back never turns into a second order.
 */
export function usePlaceOrder({ onOrderPlaced }: PlaceOrderOptions) {
  const [createCustomer] = useCreateCustomerMutation();
  const [placeOrder] = usePlaceOrderMutation();
  const [initiatePayment] = useInitiatePaymentMutation();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const lastAttempt = useRef<{ fingerprint: string; orderNumber: string } | null>(null);

  // Back from the pay page, the browser may restore this page as it was left: still submitting.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setSubmitting(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const orderNumberFor = (fingerprint: string, fresh: () => string): string => {
    if (lastAttempt.current?.fingerprint !== fingerprint) lastAttempt.current = { fingerprint, orderNumber: fresh() };
    return lastAttempt.current.orderNumber;
  };

  const placeCashOnDelivery = async (values: CompleteCheckout, cart: CheckoutCart, customerId: number, fingerprint: string) => {
    let orderNumber = orderNumberFor(fingerprint, codOrderNumber);
    for (let attempt = 1; ; attempt++) {
      try {
        const order = await placeOrder(codOrderPayload(customerId, orderNumber, values, cart)).unwrap();
        toast({
          title: 'Order placed successfully!',
          description: `Your tracking ID is ${order.orderNumber}. A confirmation email is on its way to ${shippingDetails(values).email}.`,
        });
        navigate(paths.orderTracking.getHref(order.orderNumber));
        onOrderPlaced();
        return;
      } catch (error) {
        // Six random digits can meet another shopper's order: that number is taken, so draw another.
        if (!(isShopApiError(error) && error.status === 409) || attempt >= ORDER_NUMBER_TRIES) throw error;
        orderNumber = codOrderNumber();
        lastAttempt.current = { fingerprint, orderNumber };
      }
    }
  };

  const payThroughGateway = async (
    method: GatewayPaymentMethod,
    values: CompleteCheckout,
    cart: CheckoutCart,
    customerId: number,
    fingerprint: string,
  ) => {
    const orderId = orderNumberFor(fingerprint, gatewayOrderId);
    const answer = await initiatePayment(initiatePaymentPayload(customerId, orderId, method, values, cart)).unwrap();
    if (!answer.success) {
      // The server stored the order but could not start its payment; it closes that one itself.
      // The next try starts afresh rather than asking again for a payment that may be closed.
      lastAttempt.current = null;
      throw new Error(answer.error);
    }
    saveTempOrder(tempOrderRecord(customerId, answer.orderNumber, method, values, cart));
    toast({ title: 'Redirecting to PhonePe' });
    leaveShopFor(answer.redirectUrl);
  };

  const submit = async (values: CompleteCheckout, cart: CheckoutCart): Promise<void> => {
    const method = values.paymentMethod;
    const customer = shippingDetails(values);
    const fingerprint = JSON.stringify([method, customer, values.notes.trim(), orderItems(cart.lines)]);
    setSubmitting(true);
    if (method !== 'cod') {
      toast({ title: `Initiating ${GATEWAY_PAYMENT_NAMES[method]}`, description: 'Connecting to secure payment gateway...' });
    }
    try {
      const { id: customerId } = await createCustomer(customer).unwrap();
      if (method === 'cod') await placeCashOnDelivery(values, cart, customerId, fingerprint);
      else await payThroughGateway(method, values, cart, customerId, fingerprint);
    } catch {
      toast({
        title: 'Error placing order',
        description: 'There was a problem processing your order. Please try again.',
        variant: 'destructive',
      });
      setSubmitting(false);
    }
  };

  return { submit, submitting };
}
