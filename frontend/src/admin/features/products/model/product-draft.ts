import type { ApiPriceOption, ApiProductChanges, ApiProductFields, ApiStaffProduct, Orientation } from '@shop/contracts';

/**
 * The product form's state: text fields as typed (the price in rupees as text), lists and flags
 * as they will be sent. Empty optional text means "none" (null on the wire).
 */
export interface ProductDraft {
  title: string;
  uniqueProduct: string;
  artist: string;
  /** '' until a category is chosen. */
  categoryId: string;
  description: string;
  /** Rupees, as typed: "1499.50". */
  basePrice: string;
  mainImage: string;
  mockupImage: string;
  images: string[];
  internalImageName: string;
  year: string;
  style: string;
  orientation: Orientation;
  inStock: boolean;
  featured: boolean;
  availableSizes: string[];
  availableMediums: string[];
  availableFrames: string[];
  /** Frame name to an image of the print in that frame. */
  frameImages: Record<string, string>;
  returnsPolicy: string;
}

export function emptyDraft(): ProductDraft {
  return {
    title: '',
    uniqueProduct: '',
    artist: '',
    categoryId: '',
    description: '',
    basePrice: '',
    mainImage: '',
    mockupImage: '',
    images: [],
    internalImageName: '',
    year: String(new Date().getFullYear()),
    style: '',
    orientation: 'landscape',
    inStock: true,
    featured: false,
    availableSizes: [],
    availableMediums: [],
    availableFrames: [],
    frameImages: {},
    returnsPolicy: '',
  };
}

export function draftOf(product: ApiStaffProduct): ProductDraft {
  return {
    title: product.title,
    uniqueProduct: product.uniqueProduct ?? '',
    artist: product.artist,
    categoryId: String(product.categoryId),
    description: product.description,
    basePrice: String(product.basePrice),
    mainImage: product.mainImage,
    mockupImage: product.mockupImage ?? '',
    images: [...product.images],
    internalImageName: product.internalImageName,
    year: product.year,
    style: product.style,
    orientation: product.orientation,
    inStock: product.inStock,
    featured: product.featured,
    availableSizes: [...product.availableSizes],
    availableMediums: [...product.availableMediums],
    availableFrames: [...product.availableFrames],
    frameImages: { ...product.frameImages },
    returnsPolicy: product.returnsPolicy ?? '',
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * What the form sends to create a product. The server checks every rule again; the price is sent
 * as typed (a number of rupees) so its own message names a bad one. Frame images are kept only for
 * frames the product offers.
 */
export function fieldsOf(draft: ProductDraft): ApiProductFields {
  return {
    title: draft.title.trim(),
    uniqueProduct: orNull(draft.uniqueProduct),
    artist: draft.artist.trim(),
    categoryId: Number(draft.categoryId),
    description: draft.description.trim(),
    basePrice: draft.basePrice.trim() === '' ? Number.NaN : Number(draft.basePrice),
    mainImage: draft.mainImage.trim(),
    mockupImage: orNull(draft.mockupImage),
    images: draft.images,
    internalImageName: draft.internalImageName.trim(),
    year: draft.year.trim(),
    style: draft.style.trim(),
    orientation: draft.orientation,
    inStock: draft.inStock,
    featured: draft.featured,
    availableSizes: draft.availableSizes,
    availableMediums: draft.availableMediums,
    availableFrames: draft.availableFrames,
    frameImages: Object.fromEntries(Object.entries(draft.frameImages).filter(([frame, url]) => draft.availableFrames.includes(frame) && url.trim() !== '')),
    returnsPolicy: orNull(draft.returnsPolicy),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * An edit: only the fields that differ from the product as it was loaded, with its version. Sending
 * only those keeps a colleague's change to another field (the server still refuses a stale version).
 * Null when nothing changed.
 */
export function changesOf(product: ApiStaffProduct, draft: ProductDraft): ApiProductChanges | null {
  const before = fieldsOf(draftOf(product));
  const after = fieldsOf(draft);
  const changed = (Object.keys(after) as Array<keyof ApiProductFields>).filter((key) => !same(before[key], after[key]));
  if (changed.length === 0) return null;
  return { version: product.version, ...Object.fromEntries(changed.map((key) => [key, after[key]])) };
}

/** One choice of a list of options: its value, what it is called, and whether pricing still offers it. */
export interface OfferedOption {
  value: string;
  label: string;
  active: boolean;
}

/**
 * The choices of one list. A product names a size by its value (18X14) but a medium or frame by its
 * label (Museum-Grade Canvas, as orders and the storefront show it; the catalog spells either as the
 * label), so `by` says which the product keeps.
 */
function offered(options: readonly ApiPriceOption[], chosen: readonly string[], by: 'value' | 'label'): OfferedOption[] {
  const active = [...options].filter((option) => option.isActive).sort((a, b) => a.sortOrder - b.sortOrder);
  const list: OfferedOption[] = active.map((option) => ({ value: option[by], label: option.label, active: true }));
  // A name the product already has but pricing no longer offers stays visible, so it can be taken off.
  for (const value of chosen) {
    if (!list.some((option) => option.value.toLowerCase() === value.toLowerCase())) list.push({ value, label: value, active: false });
  }
  return list;
}

/** The sizes a product of this orientation may offer: the orientation's active presets. */
export function offeredSizes(options: readonly ApiPriceOption[], orientation: Orientation, chosen: readonly string[]): OfferedOption[] {
  return offered(
    options.filter((option) => option.kind === 'size' && option.orientation === orientation),
    chosen,
    'value',
  );
}

export function offeredMediums(options: readonly ApiPriceOption[], chosen: readonly string[]): OfferedOption[] {
  return offered(
    options.filter((option) => option.kind === 'medium'),
    chosen,
    'label',
  );
}

export function offeredFrames(options: readonly ApiPriceOption[], chosen: readonly string[]): OfferedOption[] {
  return offered(
    options.filter((option) => option.kind === 'frame'),
    chosen,
    'label',
  );
}

/**
 * A new orientation: the sizes chosen for the old one are not its presets, so they go (the form
 * says so); everything else stays.
 */
export function withOrientation(draft: ProductDraft, orientation: Orientation, options: readonly ApiPriceOption[]): ProductDraft {
  const presets = new Set(offeredSizes(options, orientation, []).map((option) => option.value));
  return { ...draft, orientation, availableSizes: draft.availableSizes.filter((size) => presets.has(size)) };
}

/** The list with `value` in it or out of it, keeping the order of `order` (the option tables' order). */
export function toggled(list: readonly string[], value: string, on: boolean, order: readonly string[]): string[] {
  const next = on ? [...new Set([...list, value])] : list.filter((item) => item !== value);
  const rank = (item: string) => {
    const index = order.indexOf(item);
    return index === -1 ? order.length : index;
  };
  return next.sort((a, b) => rank(a) - rank(b));
}
