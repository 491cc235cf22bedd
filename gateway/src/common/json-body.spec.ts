import { MAX_JSON_DEPTH, nestingExceeds } from './json-body';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('nestingExceeds', () => {
  it('lets an order-shaped body through and stops one level past the limit', () => {
    expect(nestingExceeds('{"items":[{"productId":4,"size":"18x14"}],"notes":null}', 3)).toBe(false);
    expect(nestingExceeds(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestingExceeds(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(nestingExceeds('{"a":{"b":{"c":{}}}}', 3)).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestingExceeds(JSON.stringify({ note: '[[[[{{{{' }), 1)).toBe(false);
    expect(nestingExceeds(JSON.stringify({ note: 'say \\"[[[[\\" and "{{{{"' }), 1)).toBe(false);
    expect(nestingExceeds('{"a":"\\\\"}', 1)).toBe(false);
  });

  it('reads 100,000 levels of nesting in one pass without a stack overflow', () => {
    expect(nestingExceeds(nested(100_000), MAX_JSON_DEPTH)).toBe(true);
  });
});
