import { matchesSearch, searchProducts } from './search';

const monsoon = {
  title: 'Monsoon Reverie',
  description: 'Soft washes of rain-grey and jade drift across the canvas.',
  artist: 'Aanya Kapoor',
  style: 'Contemporary Abstract',
};
const banyan = {
  title: 'Banyan Chronicles',
  description: 'A Madhubani tree of life drawn in fine double lines.',
  artist: 'Lalita Jha',
  style: 'Traditional Madhubani Heritage',
};

describe('matchesSearch', () => {
  it.each([
    ['title', 'monsoon'],
    ['description', 'RAIN-GREY'],
    ['artist', 'kapoor'],
    ['style', 'abstract'],
  ])('matches a case-insensitive part of the %s', (_field, query) => {
    expect(matchesSearch(monsoon, query)).toBe(true);
  });

  it('ignores spaces around the query', () => {
    expect(matchesSearch(monsoon, '  reverie ')).toBe(true);
  });

  it('does not match text that appears nowhere', () => {
    expect(matchesSearch(monsoon, 'peacock')).toBe(false);
  });

  it('matches nothing for a blank query', () => {
    expect(matchesSearch(monsoon, '   ')).toBe(false);
  });
});

describe('searchProducts', () => {
  it('keeps the matching products in their order', () => {
    expect(searchProducts([monsoon, banyan], 'madhubani')).toEqual([banyan]);
    expect(searchProducts([monsoon, banyan], 'a')).toEqual([monsoon, banyan]);
  });
});
