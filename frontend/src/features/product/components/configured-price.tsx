import { classNames } from '../../../components/ui/class-names';
import { ProductPrice } from '../../../components/ui/product-price';
import badgeStyles from '../../../components/ui/styles/badge.module.css';
import paletteStyles from '../../../components/ui/styles/palette.module.css';
import textStyles from '../../../components/ui/styles/text.module.css';
import { formatRupees } from '../../../lib/money';
import type { PrintProduct } from '../model/print-options';
import { shownPrice } from '../model/print-price';
import styles from './configured-price.module.css';
import { usePrintConfiguration } from './print-configuration';

/**
 * The product page's price for the configured print: the rounded discounted price, the MRP
 * struck through and the discount, with GST below. Announced politely whenever it changes.
 */
export function ConfiguredPrice({ product }: { product: PrintProduct }) {
  const { pricing } = usePrintConfiguration(product);
  const quote = pricing.shown;

  return (
    <div role="status" aria-label="Price" aria-atomic="true" aria-busy={pricing.pending} className={styles.price}>
      {quote ? (
        <>
          <div className={classNames(styles.amounts, pricing.pending && styles.pending)}>
            <ProductPrice price={formatRupees(shownPrice(quote))} originalPrice={formatRupees(quote.mrp)} size="lg" />
            <span className={classNames(badgeStyles.root, badgeStyles.solid, badgeStyles.sm, paletteStyles.red)}>
              {quote.discountPercent}% OFF
            </span>
          </div>
          <p className={classNames(textStyles.muted, styles.gst)}>
            {`+ ${formatRupees(quote.gst, { paise: true })} GST, ${formatRupees(quote.finalPrice, { paise: true })} in all`}
          </p>
        </>
      ) : (
        <p className={styles.problem}>{pricing.problem}</p>
      )}
    </div>
  );
}
