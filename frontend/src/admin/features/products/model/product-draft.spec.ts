import { BANYAN, OPTIONS } from '../../../test/catalogue-fixtures';
import { changesOf, draftOf, emptyDraft, fieldsOf, offeredFrames, offeredMediums, offeredSizes, toggled, withOrientation } from './product-draft';

const values = (list: Array<{ value: string }>) => list.map((item) => item.value);

describe('the product form', () => {
  it("offers only the orientation's active presets as sizes, and active mediums and frames", () => {
    expect(values(offeredSizes(OPTIONS, 'landscape', []))).toEqual(['18X14', '24X18']);
    expect(values(offeredSizes(OPTIONS, 'portrait', []))).toEqual(['14X18', '18X24']);
    expect(offeredSizes(OPTIONS, 'square', [])).toEqual([]);
    expect(values(offeredMediums(OPTIONS, []))).toEqual(['Museum-Grade Canvas', 'Fine Art Paper']);
    expect(values(offeredFrames(OPTIONS, []))).toEqual(['No Frame', 'Teak Wood']);
  });

  it('keeps a value the product has but pricing no longer offers, marked so it can be taken off', () => {
    const mediums = offeredMediums(OPTIONS, ['Metal']);
    expect(mediums.at(-1)).toEqual({ value: 'Metal', label: 'Metal', active: false });
  });

  it("drops the old orientation's sizes when the orientation changes", () => {
    const draft = { ...draftOf(BANYAN), availableSizes: ['18X14', '24X18'] };
    const portrait = withOrientation(draft, 'portrait', OPTIONS);
    expect(portrait.orientation).toBe('portrait');
    expect(portrait.availableSizes).toEqual([]);
    expect(portrait.availableMediums).toEqual(['Museum-Grade Canvas']);
  });

  it("keeps a list in the option table's order whatever order the boxes are ticked in", () => {
    expect(toggled(['24X18'], '18X14', true, ['18X14', '24X18'])).toEqual(['18X14', '24X18']);
    expect(toggled(['18X14', '24X18'], '18X14', false, ['18X14', '24X18'])).toEqual(['24X18']);
  });

  it('sends an edit with the version seen and only the fields that changed', () => {
    const draft = { ...draftOf(BANYAN), title: 'Banyan Chronicles II', availableSizes: ['18X14', '24X18'], basePrice: '1499.50' };
    expect(changesOf(BANYAN, draft)).toEqual({ version: 4, title: 'Banyan Chronicles II', availableSizes: ['18X14', '24X18'] });
    expect(changesOf(BANYAN, draftOf(BANYAN))).toBeNull();
  });

  it('sends empty optional text as none, the price as a number, and frame images only for offered frames', () => {
    const draft = { ...emptyDraft(), basePrice: '2500', uniqueProduct: '  ', frameImages: { 'Teak Wood': '/media/a.webp', 'No Frame': '/media/b.webp' }, availableFrames: ['No Frame'] };
    const fields = fieldsOf(draft);
    expect(fields.uniqueProduct).toBeNull();
    expect(fields.mockupImage).toBeNull();
    expect(fields.returnsPolicy).toBeNull();
    expect(fields.basePrice).toBe(2500);
    expect(fields.frameImages).toEqual({ 'No Frame': '/media/b.webp' });
  });
});
