import type { ApiPriceOption, OptionKind, Orientation } from '@shop/contracts';

/** The orientations in the order the page shows their size presets; null is the unnamed list. */
export const SIZE_GROUPS = ['landscape', 'portrait', 'square', 'widescreen', null] as const satisfies ReadonlyArray<Orientation | null>;
export type SizeGroup = (typeof SIZE_GROUPS)[number];

export const SIZE_GROUP_LABELS: Record<Orientation | 'none', string> = {
  landscape: 'Landscape sizes',
  portrait: 'Portrait sizes',
  square: 'Square sizes',
  widescreen: 'Widescreen sizes',
  none: 'Sizes without an orientation',
};

export const groupLabel = (group: SizeGroup) => SIZE_GROUP_LABELS[group ?? 'none'];

const bySortOrder = (a: ApiPriceOption, b: ApiPriceOption) => a.sortOrder - b.sortOrder || a.id - b.id;

/** One list as pricing orders it: the options of a kind (for sizes, of one orientation). */
export function listOf(options: readonly ApiPriceOption[], kind: OptionKind, orientation?: SizeGroup): ApiPriceOption[] {
  return options.filter((option) => option.kind === kind && (kind !== 'size' || option.orientation === orientation)).sort(bySortOrder);
}

/** The size lists with something in them; every orientation is shown, the unnamed list only when used. */
export function sizeGroups(options: readonly ApiPriceOption[]): Array<{ orientation: SizeGroup; options: ApiPriceOption[] }> {
  return SIZE_GROUPS.map((orientation) => ({ orientation, options: listOf(options, 'size', orientation) })).filter(
    (group) => group.orientation !== null || group.options.length > 0,
  );
}

/** The ids of a list with the one at `index` moved one place up (-1) or down (+1); null when it cannot move. */
export function moved(list: readonly ApiPriceOption[], index: number, delta: -1 | 1): number[] | null {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return null;
  const ids = list.map((option) => option.id);
  [ids[index], ids[target]] = [ids[target], ids[index]];
  return ids;
}

/** A margin as the table shows it: "32.5%", negative below cost. */
export function formatMargin(percent: number): string {
  return `${percent.toLocaleString('en-IN', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
}

/** The margin a row would have at these prices (what the server computes), or null while a price is missing. */
export function marginOf(discountedPrice: number, costPrice: number): number | null {
  if (!Number.isFinite(discountedPrice) || !Number.isFinite(costPrice) || discountedPrice <= 0) return null;
  return Math.round(((discountedPrice - costPrice) / discountedPrice) * 1000) / 10;
}

/** "×1.25" for a multiplier. */
export const formatMultiplier = (multiplier: number | null) => (multiplier === null ? '—' : `×${multiplier}`);
