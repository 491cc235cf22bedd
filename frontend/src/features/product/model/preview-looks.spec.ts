import { frameLook, mediumLook } from './preview-looks';

const CATALOG_FRAMES = [
  'Stretched Canvas',
  'Dark Brown Frame',
  'Light Brown Frame',
  'Black Frame',
  'Floating Frame - Natural',
  'Metal (Champagne Gold)',
  'Metal (Earling Silver)',
];

describe('preview looks', () => {
  it('draws an unframed print without moulding, whether No Frame or Print Only', () => {
    expect(frameLook('No Frame').moulding).toBeUndefined();
    expect(frameLook('Print Only')).toEqual(frameLook('No Frame'));
  });

  it('gives every frame of the catalogue its own finish', () => {
    const swatches = CATALOG_FRAMES.map((frame) => frameLook(frame).swatch);
    expect(new Set(swatches).size).toBe(CATALOG_FRAMES.length);
  });

  it('shows a stretched canvas by its wrapped edge rather than a moulding', () => {
    const canvas = frameLook('Stretched Canvas');
    expect(canvas.moulding).toBeUndefined();
    expect(canvas.shadow).not.toBe(frameLook('No Frame').shadow);
  });

  it('leaves a gap round the artwork only in the floating frame, and draws metal thinner than wood', () => {
    expect(CATALOG_FRAMES.filter((frame) => frameLook(frame).gap)).toEqual(['Floating Frame - Natural']);
    expect(frameLook('Metal (Champagne Gold)').mouldingWidth).toBeLessThan(frameLook('Black Frame').mouldingWidth);
  });

  it('still frames a frame it does not know', () => {
    expect(frameLook('Walnut Box Frame').moulding).toBeDefined();
  });

  it('hints at the medium: paper has a white border, canvas a weave', () => {
    expect(mediumLook('Fine Art Paper')).toEqual({ paperBorder: 4 });
    expect(mediumLook('Museum-Grade Canvas').paperBorder).toBe(0);
    expect(mediumLook('Museum-Grade Canvas').texture).toContain('repeating-linear-gradient');
  });
});
