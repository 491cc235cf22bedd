import { classNames } from './class-names';
import styles from './styles/product-price.module.css';
import textStyles from './styles/text.module.css';

interface ProductPriceProps {
  /** Formatted discounted price. */
  price: string;
  /** Formatted price before the discount, shown struck through. */
  originalPrice: string;
  size?: 'md' | 'lg';
  className?: string;
}

/** The discounted price beside the struck-through original one. */
export function ProductPrice({ price, originalPrice, size = 'md', className }: ProductPriceProps) {
  return (
    <div className={classNames(styles.root, styles[size], className)}>
      <span className={styles.price}>{price}</span>
      <s className={styles.original}>
        {/* Strike-through is not read out, so say what the second price is. */}
        <span className={textStyles.visuallyHidden}>Original price: </span>
        <span>{originalPrice}</span>
      </s>
    </div>
  );
}
