import { Box, Button, chakra, Heading, HStack, SimpleGrid, Stack, Text, type SystemStyleObject } from '@chakra-ui/react';
import { memo, useCallback, useId } from 'react';
import { LuShoppingCart } from 'react-icons/lu';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { toast } from '../../../components/ui/toast-store';
import { formatRupees } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { formatPrintSize } from '../../../lib/print-size';
import type { PrintProduct, PrintSelection } from '../model/print-options';
import { frameLook } from '../model/preview-looks';
import { shownPrice } from '../model/print-price';
import { FramePreview } from './frame-preview';
import { usePrintConfiguration, type PrintPricing } from './print-configuration';

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
  columns: { base: number; sm?: number };
  /** The option's text; the value itself unless given. */
  optionLabel?: (option: string) => string;
  /** A small picture of the option, such as a frame's finish. */
  swatch?: (option: string) => string;
}

const SIZE_COLUMNS = { base: 2, sm: 3 };
const WIDE_COLUMNS = { base: 1, sm: 2 };
const frameSwatch = (framing: string) => frameLook(framing).swatch;

/** An option's card: the label of a native radio, outlined in the brand's colour when it is chosen. */
const optionCard: SystemStyleObject = {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: '2.5',
  padding: '3',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'l2',
  textStyle: 'sm',
  fontWeight: 'medium',
  cursor: 'pointer',
  userSelect: 'none',
  '&:has(input:checked)': {
    borderColor: 'brand.solid',
    boxShadow: 'inset 0 0 0 1px var(--shadow-color)',
    boxShadowColor: 'brand.solid',
  },
  '&:has(input:focus-visible)': {
    outline: '2px solid',
    outlineColor: 'brand.focusRing',
    outlineOffset: '2px',
  },
};

/**
 * One choice of the print: native radios, each the hidden input of a card-shaped label, so the
 * browser gives the group its keyboard (arrows move the choice) and the page needs no script to
 * draw or hydrate it. Memoised: a new price re-renders the configurator, and a group only needs to
 * when its own choice changes.
 */
const OptionGroup = memo(function OptionGroup({ label, name, value, options, onChange, columns, optionLabel = (option) => option, swatch }: OptionGroupProps) {
  const labelId = useId();
  return (
    <Stack role="radiogroup" aria-labelledby={labelId} gap="2">
      <Text id={labelId} fontSize="sm" fontWeight="semibold" color="fg">
        {label}
      </Text>
      <SimpleGrid columns={columns} gap="2">
        {options.map((option) => (
          <chakra.label key={option} css={optionCard}>
            <chakra.input type="radio" name={name} value={option} checked={option === value} onChange={() => onChange(option)} srOnly />
            {swatch && (
              <Box
                aria-hidden="true"
                flexShrink="0"
                boxSize="5"
                borderRadius="sm"
                borderWidth="1px"
                borderColor="border"
                background={swatch(option)}
              />
            )}
            {optionLabel(option)}
          </chakra.label>
        ))}
      </SimpleGrid>
    </Stack>
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
    <Stack as="section" aria-labelledby={headingId} gap="5" borderTopWidth="1px" borderColor="border" pt="5">
      <Heading as="h2" id={headingId} fontSize="xl">
        Customize Your Print
      </Heading>
      <FramePreview product={product} selection={selection} />
      <OptionGroup
        label="Size"
        name="size"
        value={selection.size}
        options={options.sizes}
        onChange={chooseSize}
        columns={SIZE_COLUMNS}
        optionLabel={formatPrintSize}
      />
      <OptionGroup
        label="Medium"
        name="medium"
        value={selection.medium}
        options={options.mediums}
        onChange={chooseMedium}
        columns={WIDE_COLUMNS}
      />
      <OptionGroup
        label="Framing"
        name="framing"
        value={selection.framing}
        options={options.frames}
        onChange={chooseFraming}
        columns={WIDE_COLUMNS}
        swatch={frameSwatch}
      />
      <HStack justify="space-between" align="center" gap="4" flexWrap="wrap">
        <HStack gap="3">
          <Text fontSize="sm" fontWeight="semibold">
            Quantity
          </Text>
          <QuantityStepper label="Quantity" value={quantity} max={maxQuantity} onChange={setQuantity} />
        </HStack>
        <Text fontSize="sm" color={pricing.shown ? 'fg.muted' : 'fg.error'}>
          {amountLine(pricing, quantity)}
        </Text>
      </HStack>
      <Button size="lg" colorPalette="brand" w="full" loading={pricing.pending} loadingText="Add to Cart" onClick={addToCart}>
        <LuShoppingCart aria-hidden="true" />
        Add to Cart
      </Button>
    </Stack>
  );
}
