/** Width and height of a print in inches. */
export interface PrintDimensions {
  width: number;
  height: number;
}

const SIZE_PATTERN = /^\s*(\d+(?:\.\d+)?)\s*[xX×]\s*(\d+(?:\.\d+)?)\s*$/;

/** '18X14' (width X height, inches, as the catalog stores sizes) → { width: 18, height: 14 }; undefined for anything else. */
export function printDimensions(size: string): PrintDimensions | undefined {
  const match = SIZE_PATTERN.exec(size);
  if (!match) return undefined;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/** A print size as a shopper reads it: '18X14' → '18 × 14 in'. Unrecognised values are shown as stored. */
export function formatPrintSize(size: string): string {
  const dimensions = printDimensions(size);
  return dimensions ? `${dimensions.width} × ${dimensions.height} in` : size;
}
