import { clearCart } from '../../features/cart/model/cart-storage';
import { CartView } from '../../features/cart/components/cart-view';
import { CheckoutForm } from '../../features/checkout/components/checkout-form';

/** /cart: the browser cart and its order summary, with checkout in the cart's checkout slot. */
export default function CartPage() {
  return <CartView renderCheckout={(cart) => <CheckoutForm cart={cart} onOrderPlaced={() => clearCart()} />} />;
}
