import { memo, useCallback, useId } from 'react';
import { LuShoppingCart } from 'react-icons/lu';
import { buttonClass } from '../../../components/ui/button-class';
import { classNames } from '../../../components/ui/class-names';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import textStyles from '../../../components/ui/styles/text.module.css';
import { toast } from '../../../components/ui/toast-store';
import { Spinner } from '../../../components/ui/spinner';
import { formatRupees } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { formatPrintSize } from '../../../lib/print-size';
import type { PrintProduct, PrintSelection } from '../model/print-options';
import { frameLook } from '../model/preview-looks';
import { shownPrice } from '../model/print-price';
import { FramePreview } from './frame-preview';
import { usePrintConfiguration, type PrintPricing } from './print-configuration';
import styles from './print-configurator.module.css';

/** A configured print, as the configurator hands it to the cart. */
export interface ConfiguredPrint extends PrintSelection {
  productId: number;
  quantity: number;
  /** Discounted rupees for one print, as the server priced this selection. */
  unitPrice: number;
}

interface PrintConfiguratorProps {
  product: PrintProduct;
  /** Puts the print in the cart; the cart decides how. May throw when the browser cannot store it. */
  onAddToCart: (print: ConfiguredPrint) => void;
  /** The most prints one cart line may hold. */
  maxQuantity: number;
}

interface OptionGroupProps {
  label: string;
  name: keyof PrintSelection;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
  /** Two options a row (one on phones) for long names, rather than three (two on phones). */
  wide?: boolean;
  /** The option's text; the value itself unless given. */
  optionLabel?: (option: string) => string;
  /** A small picture of the option, such as a frame's finish. */
  swatch?: (option: string) => string;
}

const frameSwatch = (framing: string) => frameLook(framing).swatch;

/**
 * One choice of the print: native radios, each the hidden input of a card-shaped label, so the
 * browser gives the group its keyboard (arrows move the choice) and the page needs no script to
 * draw or hydrate it. Memoised: a new price re-renders the configurator, and a group only needs to
 * when its own choice changes.
 */
const OptionGroup = memo(function OptionGroup({ label, name, value, options, onChange, wide = false, optionLabel = (option) => option, swatch }: OptionGroupProps) {
  const labelId = useId();
  return (
    <div role="radiogroup" aria-labelledby={labelId} className={styles.group}>
      <p id={labelId} className={styles.groupLabel}>
        {label}
      </p>
      <div className={classNames(styles.options, wide && styles.wide)}>
        {options.map((option) => (
          // An option's card: the label of a native radio, outlined in the brand's colour when it is chosen.
          <label key={option} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={option === value}
              onChange={() => onChange(option)}
              className={textStyles.visuallyHidden}
            />
            {swatch && <div aria-hidden="true" className={styles.swatch} style={{ background: swatch(option) }} />}
            {optionLabel(option)}
          </label>
        ))}
      </div>
    </div>
  );
});

/** What the chosen quantity costs, or why it has no price. */
function amountLine(pricing: PrintPricing, quantity: number): string {
  if (!pricing.shown) return pricing.problem ?? '';
  const prints = quantity === 1 ? '1 print' : `${quantity} prints`;
  return `${prints}: ${formatRupees(shownPrice(pricing.shown) * quantity)} + GST`;
}

/**
 * The product page's purchase panel: size, medium and framing with a live preview, the quantity
 * and Add to Cart. Every change asks the server for the price of the new selection; a print
 * is only added once the server has priced exactly what the shopper chose.
 */
export function PrintConfigurator({ product, onAddToCart, maxQuantity }: PrintConfiguratorProps) {
  const { options, selection, quantity, pricing, choose, setQuantity } = usePrintConfiguration(product);
  const headingId = useId();
  const chooseSize = useCallback((size: string) => choose({ size }), [choose]);
  const chooseMedium = useCallback((medium: string) => choose({ medium }), [choose]);
  const chooseFraming = useCallback((framing: string) => choose({ framing }), [choose]);

  const addToCart = () => {
    const price = pricing.current;
    if (!price) {
      toast({ title: 'Cannot add to cart', description: 'Please select size and other options first', variant: 'destructive' });
      return;
    }
    try {
      onAddToCart({ productId: product.id, ...selection, quantity, unitPrice: shownPrice(price) });
    } catch {
      toast({
        title: 'Cannot add to cart',
        description: 'This browser did not let the shop save your cart. Check that site data is allowed.',
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: 'Added to Cart',
      description: `${quantity} × ${product.title}, ${formatPrintSize(selection.size)}, ${selection.medium}, ${selection.framing}`,
      link: { label: 'View Cart', to: paths.cart.getHref() },
    });
  };

  return (
    <section aria-labelledby={headingId} className={styles.configurator}>
      <h2 id={headingId} className={classNames(textStyles.heading, styles.heading)}>
        Customize Your Print
      </h2>
      <FramePreview product={product} selection={selection} />
      <OptionGroup
        label="Size"
        name="size"
        value={selection.size}
        options={options.sizes}
        onChange={chooseSize}
        optionLabel={formatPrintSize}
      />
      <OptionGroup
        label="Medium"
        name="medium"
        value={selection.medium}
        options={options.mediums}
        onChange={chooseMedium}
        wide
      />
      <OptionGroup
        label="Framing"
        name="framing"
        value={selection.framing}
        options={options.frames}
        onChange={chooseFraming}
        wide
        swatch={frameSwatch}
      />
      <div className={styles.quantityRow}>
        <div className={styles.quantity}>
          <p className={styles.quantityLabel}>Quantity</p>
          <QuantityStepper label="Quantity" value={quantity} max={maxQuantity} onChange={setQuantity} />
        </div>
        <p className={classNames(styles.amount, !pricing.shown && styles.problem)}>{amountLine(pricing, quantity)}</p>
      </div>
      {/* Off while the selection's price is on its way, a spinner in place of the cart (Chakra's loading button). */}
      <button
        type="button"
        className={buttonClass({ size: 'lg', palette: 'brand', fullWidth: true })}
        disabled={pricing.pending}
        onClick={addToCart}
      >
        {pricing.pending ? <Spinner /> : <LuShoppingCart aria-hidden="true" />}
        Add to Cart
      </button>
    </section>
  );
}
