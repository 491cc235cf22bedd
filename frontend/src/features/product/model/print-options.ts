import type { ApiProduct } from '@shop/contracts';
import { DEFAULT_MEDIUM, NO_FRAME } from '@shop/contracts/src/money/price-rule-constants';

/**
 * What the configurator reads of a product from `GET /api/products/{id}`. Its sizes are the
 * presets of its orientation, like '18X14' (width X height, inches).
 */
export type PrintProduct = Pick<
  ApiProduct,
  'id' | 'title' | 'artist' | 'orientation' | 'mainImage' | 'availableSizes' | 'availableMediums' | 'availableFrames' | 'media'
>;

/** Spec section 9: the purchase state's defaults. */
export const DEFAULT_SIZE = '18X14';
/** The medium before the shopper picks one, and the framing, which the server prices like 'Print Only'. */
export { DEFAULT_MEDIUM, NO_FRAME };

/** The choices that make a print. */
export interface PrintSelection {
  size: string;
  medium: string;
  framing: string;
}

/** The values each choice offers for one product, in the order shown. */
export interface PrintOptions {
  sizes: string[];
  mediums: string[];
  frames: string[];
}

/**
 * A product's choices: its sizes (its orientation's presets), its mediums, and its frames after
 * 'No Frame'. A product listing no sizes or mediums is offered the spec's defaults, so there is
 * always something to price.
 */
export function printOptions(product: PrintProduct): PrintOptions {
  return {
    sizes: product.availableSizes.length ? product.availableSizes : [DEFAULT_SIZE],
    mediums: product.availableMediums.length ? product.availableMediums : [DEFAULT_MEDIUM],
    frames: [NO_FRAME, ...product.availableFrames.filter((frame) => frame !== NO_FRAME)],
  };
}

/** The selection a product page opens with: its first size, Museum-Grade Canvas, No Frame (spec section 4). */
export function defaultSelection(product: PrintProduct): PrintSelection {
  const { sizes, mediums } = printOptions(product);
  return {
    size: sizes[0],
    medium: mediums.includes(DEFAULT_MEDIUM) ? DEFAULT_MEDIUM : mediums[0],
    framing: NO_FRAME,
  };
}

/** The shopper's choices applied to a product; a choice the product does not offer falls back to its default. */
export function resolveSelection(product: PrintProduct, choices: Partial<PrintSelection>): PrintSelection {
  const options = printOptions(product);
  const defaults = defaultSelection(product);
  const pick = (chosen: string | undefined, offered: string[], fallback: string) =>
    chosen !== undefined && offered.includes(chosen) ? chosen : fallback;
  return {
    size: pick(choices.size, options.sizes, defaults.size),
    medium: pick(choices.medium, options.mediums, defaults.medium),
    framing: pick(choices.framing, options.frames, defaults.framing),
  };
}
