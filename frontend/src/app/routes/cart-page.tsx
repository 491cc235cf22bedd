import { Stack } from '@chakra-ui/react';
import { clearCart } from '../../features/cart/model/cart-storage';
import { CartView } from '../../features/cart/components/cart-view';
import { CheckoutForm } from '../../features/checkout/components/checkout-form';
import { CheckDelivery } from '../../features/delivery/components/check-delivery';

/** /cart: the browser cart and its order summary, with "Check delivery" and checkout in the cart's checkout slot. */
export default function CartPage() {
  return (
    <CartView
      renderCheckout={(cart) => (
        <Stack gap="4">
          <CheckDelivery />
          <CheckoutForm cart={cart} onOrderPlaced={() => clearCart()} />
        </Stack>
      )}
    />
  );
}
