import { defaultSelection, printOptions, resolveSelection, type PrintProduct } from './print-options';

const product = (overrides: Partial<PrintProduct>): PrintProduct => ({
  id: 1,
  title: 'Monsoon Reverie',
  artist: 'Aanya Kapoor',
  orientation: 'landscape',
  mainImage: '/media/products/monsoon-reverie/artwork.webp',
  availableSizes: ['18X14', '27X21', '36X28', '45X35', '54X42'],
  availableMediums: ['Museum-Grade Canvas', 'Fine Art Paper'],
  availableFrames: ['Print Only', 'Stretched Canvas', 'Black Frame'],
  media: {},
  ...overrides,
});

describe('print options', () => {
  it('offer the product’s sizes and mediums, and No Frame before its frames', () => {
    expect(printOptions(product({}))).toEqual({
      sizes: ['18X14', '27X21', '36X28', '45X35', '54X42'],
      mediums: ['Museum-Grade Canvas', 'Fine Art Paper'],
      frames: ['No Frame', 'Print Only', 'Stretched Canvas', 'Black Frame'],
    });
  });

  it('fall back to the spec’s defaults for a product listing no sizes or mediums', () => {
    const options = printOptions(product({ availableSizes: [], availableMediums: [], availableFrames: [] }));
    expect(options).toEqual({ sizes: ['18X14'], mediums: ['Museum-Grade Canvas'], frames: ['No Frame'] });
  });
});

describe('defaultSelection', () => {
  it('opens a landscape print at 18X14 on Museum-Grade Canvas without a frame', () => {
    expect(defaultSelection(product({}))).toEqual({ size: '18X14', medium: 'Museum-Grade Canvas', framing: 'No Frame' });
  });

  it('starts every orientation at the first size of its presets', () => {
    const first = (orientation: PrintProduct['orientation'], availableSizes: string[]) => defaultSelection(product({ orientation, availableSizes })).size;
    expect(first('portrait', ['14X18', '21X27', '28X36', '35X45', '42X54'])).toBe('14X18');
    expect(first('square', ['18X18', '24X24', '30X30', '36X36', '48X48'])).toBe('18X18');
    expect(first('widescreen', ['21X12', '28X16', '35X20', '42X24', '49X28'])).toBe('21X12');
  });

  it('takes the first medium when the product is not offered on canvas', () => {
    expect(defaultSelection(product({ availableMediums: ['Fine Art Paper'] })).medium).toBe('Fine Art Paper');
  });
});

describe('resolveSelection', () => {
  it('keeps the choices the product offers', () => {
    expect(resolveSelection(product({}), { size: '36X28', medium: 'Fine Art Paper', framing: 'Black Frame' })).toEqual({
      size: '36X28',
      medium: 'Fine Art Paper',
      framing: 'Black Frame',
    });
  });

  it('resets a choice another product does not offer to that product’s default', () => {
    const portrait = product({ orientation: 'portrait', availableSizes: ['14X18', '21X27'], availableFrames: [] });
    expect(resolveSelection(portrait, { size: '27X21', framing: 'Black Frame' })).toEqual({
      size: '14X18',
      medium: 'Museum-Grade Canvas',
      framing: 'No Frame',
    });
  });
});
