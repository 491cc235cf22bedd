import { formatPrintSize, printDimensions } from './print-size';

describe('print sizes', () => {
  it('reads width and height in inches from the catalog value', () => {
    expect(printDimensions('18X14')).toEqual({ width: 18, height: 14 });
    expect(printDimensions('14x18')).toEqual({ width: 14, height: 18 });
    expect(printDimensions('not a size')).toBeUndefined();
    expect(printDimensions('0X14')).toBeUndefined();
  });

  it('shows a size as width × height in inches', () => {
    expect(formatPrintSize('54X42')).toBe('54 × 42 in');
    expect(formatPrintSize('Custom')).toBe('Custom');
  });
});
