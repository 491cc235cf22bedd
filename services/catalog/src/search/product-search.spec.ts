import { containing, prefixQuery, searchWords } from './product-search';

describe('search text', () => {
  it('splits a search into lower-case words of letters and digits, at most six', () => {
    expect(searchWords("  Madhubani's  PEACOCK-dance 2024 ")).toEqual(['madhubani', 's', 'peacock', 'dance', '2024']);
    expect(searchWords('a b c d e f g h')).toHaveLength(6);
    expect(searchWords('!!! & | :*')).toEqual([]);
    expect(searchWords('कमल ताल')).toEqual(['कमल', 'ताल']);
  });

  it('builds a prefix query the words cannot break out of', () => {
    expect(prefixQuery(['mad', 'peacock'])).toBe('(mad:*) & (peacock:*)');
    expect(prefixQuery(['madhubni'], new Map([['madhubni', ["'madhubani'"]]]))).toBe("(madhubni:* | 'madhubani')");
    expect(prefixQuery(['madhubni', 'art'], new Map([['madhubni', ["'madhubani'"]]]), 'A')).toBe("(madhubni:*A | 'madhubani':A) & (art:*A)");
  });

  it('takes LIKE wildcards literally', () => {
    expect(containing('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
