import { cartQuantity } from '../model/cart-storage';
import { useCartLines } from './use-cart-lines';

/** The number of items in the browser cart, kept current across tabs and cart updates. */
export function useCartQuantity(): number {
  return cartQuantity(useCartLines());
}
