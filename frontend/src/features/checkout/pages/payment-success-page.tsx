import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { LuCircleCheck, LuClock, LuRefreshCw, LuTriangleAlert } from 'react-icons/lu';
import { Navigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button-link';
import { isShopApiError } from '../../../lib/api/base-query';
import { paths } from '../../../lib/paths';
import { useConfirmPaymentQuery } from '../api/checkout.api';
import { OrderNumberNote, PaymentOutcome } from '../components/payment-outcome';
import { clearTempOrder, tempOrderNumber } from '../model/temp-order';

/** How long to wait between automatic checks of a payment PhonePe has not settled yet, and how many to make. */
export const PAYMENT_RECHECK_MS = 3000;
export const PAYMENT_AUTO_CHECKS = 5;

interface PaymentSuccessPageProps {
  /** Empties the cart once the payment this browser was sent to make is confirmed. */
  onPaid: () => void;
}

/**
 * /payment-success: where PhonePe returns the shopper, whatever happened there. The return is
 * a hint, never proof (DESIGN.md): the page asks the server, which asks PhonePe, and shows what
 * it learns. Paid: the confirmation. Failed: /payment-failed. Not settled yet: says so, and checks
 * again a few times.
 */
export function PaymentSuccessPage({ onPaid }: PaymentSuccessPageProps) {
  const [searchParams] = useSearchParams();
  // Read once: a confirmed payment clears the record, and the page must keep its order.
  const [storedOrderNumber] = useState(tempOrderNumber);
  const orderNumber = searchParams.get('order')?.trim() || storedOrderNumber;
  if (!orderNumber) return <Navigate to={paths.cart.getHref()} replace />;
  return <PaymentConfirmation key={orderNumber} orderNumber={orderNumber} returning={storedOrderNumber === orderNumber} onPaid={onPaid} />;
}

interface PaymentConfirmationProps {
  orderNumber: string;
  /**
   * This browser left for the gateway to pay this order. Only then is the cart the one that
   * was paid for: a later visit to the same address must not empty a cart filled since.
   */
  returning: boolean;
  onPaid: () => void;
}

function PaymentConfirmation({ orderNumber, returning, onPaid }: PaymentConfirmationProps) {
  const { data, error, isLoading, isFetching, fulfilledTimeStamp, refetch } = useConfirmPaymentQuery(orderNumber);
  const status = data?.paymentStatus;
  const unsettled = status === 'pending' || status === 'processing';
  const autoChecks = useRef(0);
  const settledPaid = useRef(false);

  useEffect(() => {
    if (!unsettled || isFetching || autoChecks.current >= PAYMENT_AUTO_CHECKS) return;
    const timer = window.setTimeout(() => {
      autoChecks.current += 1;
      void refetch();
    }, PAYMENT_RECHECK_MS);
    return () => window.clearTimeout(timer);
  }, [unsettled, isFetching, fulfilledTimeStamp, refetch]);

  useEffect(() => {
    if (status !== 'paid' || !returning || settledPaid.current) return;
    settledPaid.current = true;
    clearTempOrder();
    onPaid();
  }, [status, returning, onPaid]);

  const trackingLink = paths.orderTracking.getHref(orderNumber);

  if (isLoading) {
    return (
      <Stack role="status" align="center" gap="4" py={{ base: '20', md: '28' }} px="4" textAlign="center">
        <Spinner size="xl" color="brand.solid" borderWidth="3px" />
        <Text fontSize="lg">Processing your payment...</Text>
      </Stack>
    );
  }

  if (status === 'failed') return <Navigate to={paths.paymentFailed.getHref()} replace />;

  if (status === 'paid') {
    return (
      <PaymentOutcome
        icon={<LuCircleCheck />}
        iconColor="green.600"
        title="Payment Successful"
        actions={
          <>
            <ButtonLink to={trackingLink} colorPalette="brand" size="lg">
              Track Your Order
            </ButtonLink>
            <ButtonLink to={paths.allArt.getHref()} variant="outline" colorPalette="brand" size="lg">
              Continue Shopping
            </ButtonLink>
          </>
        }
      >
        <Text>Thank you! PhonePe has confirmed your payment and your order is placed.</Text>
        <OrderNumberNote orderNumber={orderNumber} />
        <Text>You will receive an email confirmation shortly.</Text>
      </PaymentOutcome>
    );
  }

  // An order the server does not know (or never sent to PhonePe): there is no payment to wait for.
  if (isShopApiError(error) && (error.status === 404 || error.status === 400)) {
    return <Navigate to={paths.cart.getHref()} replace />;
  }

  const checkAgain = (
    <Button colorPalette="brand" size="lg" loading={isFetching} loadingText="Checking..." onClick={() => void refetch()}>
      <LuRefreshCw aria-hidden="true" />
      Check Again
    </Button>
  );
  const trackLink = (
    <ButtonLink to={trackingLink} variant="outline" colorPalette="brand" size="lg">
      Track Your Order
    </ButtonLink>
  );

  if (error) {
    return (
      <PaymentOutcome icon={<LuTriangleAlert />} iconColor="orange.500" title="We Could Not Check Your Payment" actions={<>{checkAgain}{trackLink}</>}>
        <Text>The shop could not reach PhonePe to confirm your payment just now. Please do not pay again.</Text>
        <OrderNumberNote orderNumber={orderNumber} />
      </PaymentOutcome>
    );
  }

  return (
    <PaymentOutcome icon={<LuClock />} iconColor="orange.500" title="Payment Being Confirmed" actions={<>{checkAgain}{trackLink}</>}>
      <Text>PhonePe has not confirmed your payment yet. This can take a few minutes; please do not pay again.</Text>
      <OrderNumberNote orderNumber={orderNumber} />
      <Text>We will email you as soon as it is confirmed, and the tracking page shows the payment status.</Text>
    </PaymentOutcome>
  );
}
