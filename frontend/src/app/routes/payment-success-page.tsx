import { clearCart } from '../../features/cart/model/cart-storage';
import { PaymentSuccessPage } from '../../features/checkout/pages/payment-success-page';

/** /payment-success: the confirmed payment empties the browser cart. */
export default function PaymentSuccessRoute() {
  return <PaymentSuccessPage onPaid={clearCart} />;
}
