import { LuShoppingBag } from 'react-icons/lu';
import { IconButtonLink } from '../../components/ui/button-link';
import { useCartQuantity } from '../../features/cart/hooks/use-cart-quantity';
import { paths } from '../../lib/paths';
import styles from './cart-button.module.css';

/** Badges show at most two digits; the accessible name always has the exact number. */
const BADGE_LIMIT = 99;

function cartLabel(quantity: number): string {
  if (quantity === 0) return 'Cart';
  return `Cart, ${quantity} ${quantity === 1 ? 'item' : 'items'}`;
}

/** The header's cart link with a badge counting the items in the browser cart. */
export function CartButton() {
  const quantity = useCartQuantity();

  return (
    <IconButtonLink to={paths.cart.getHref()} aria-label={cartLabel(quantity)} variant="ghost">
      <LuShoppingBag />
      {quantity > 0 && (
        <span aria-hidden="true" className={styles.badge}>
          {quantity > BADGE_LIMIT ? `${BADGE_LIMIT}+` : quantity}
        </span>
      )}
    </IconButtonLink>
  );
}
