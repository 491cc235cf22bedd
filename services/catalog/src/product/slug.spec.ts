import { slugify } from './slug';

describe('the slug rule (spec section 2)', () => {
  it.each([
    ['Monsoon Reverie', 'monsoon-reverie'],
    ['Floating Frame - Natural', 'floating-frame-natural'],
    ["Artist's Choice: Vol. 2!", 'artists-choice-vol-2'],
    ['  Spaced    Out  ', 'spaced-out'],
    ['Mid-Century', 'midcentury'],
    ['Madhubani: A Living Heritage', 'madhubani-a-living-heritage'],
  ])('turns %j into %j: lower case, punctuation removed, whitespace to single hyphens', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});
