import { Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { LuCircleX } from 'react-icons/lu';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../lib/paths';
import { PaymentOutcome } from '../components/payment-outcome';
import { clearTempOrder } from '../model/temp-order';

/** /payment-failed (spec section 2): nothing was charged; the cart is kept for another try. */
export function PaymentFailedPage() {
  useEffect(() => {
    clearTempOrder();
  }, []);

  return (
    <PaymentOutcome
      icon={<LuCircleX />}
      iconColor="red.600"
      title="Payment Failed"
      actions={
        <>
          <ButtonLink to={paths.cart.getHref()} colorPalette="brand" size="lg">
            Try Again
          </ButtonLink>
          <ButtonLink to={paths.allArt.getHref()} variant="outline" colorPalette="brand" size="lg">
            Continue Shopping
          </ButtonLink>
        </>
      }
    >
      <Text>Your payment was not completed, so your order was not placed and no charge was made.</Text>
      <Text>Your cart is just as you left it.</Text>
    </PaymentOutcome>
  );
}
