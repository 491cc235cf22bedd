import { parseProductId } from './product-id';

describe('parseProductId', () => {
  it('reads a positive whole number', () => {
    expect(parseProductId('1')).toBe(1);
    expect(parseProductId('2147483647')).toBe(2147483647);
  });

  it.each([undefined, '', 'abc', '0', '-3', '1.5', '07', '3abc', '2147483648'])('rejects %p', (segment) => {
    expect(parseProductId(segment)).toBeUndefined();
  });
});
