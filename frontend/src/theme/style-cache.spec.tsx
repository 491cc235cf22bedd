import createCache, { type EmotionCache } from '@emotion/cache';
import { css, type CSSObject } from '@emotion/react';
import { STYLE_CACHE_OPTIONS } from './style-cache';

/** The rules the shop's Emotion cache writes for `styles` under the selector `.x`, as its style sheet receives them. */
function cssFor(styles: CSSObject): string {
  const rules: string[] = [];
  const sheet = { insert: (rule: string) => rules.push(rule) } as unknown as Parameters<EmotionCache['insert']>[2];
  createCache(STYLE_CACHE_OPTIONS).insert('.x', css(styles), sheet, false);
  return rules.join('');
}

describe("the shop's Emotion cache", () => {
  it('writes the -webkit- forms that Safari 16.4 still needs', () => {
    expect(cssFor({ userSelect: 'none' })).toBe('.x{-webkit-user-select:none;user-select:none;}');
    expect(cssFor({ backdropFilter: 'blur(4px)' })).toBe('.x{-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);}');
    expect(cssFor({ backgroundClip: 'text' })).toBe('.x{-webkit-background-clip:text;background-clip:text;}');
    expect(cssFor({ maskImage: 'linear-gradient(black, transparent)' })).toBe(
      '.x{-webkit-mask-image:linear-gradient(black, transparent);mask-image:linear-gradient(black, transparent);}',
    );
  });

  it('writes every other declaration once, as it is', () => {
    expect(cssFor({ display: 'flex', alignItems: 'center', flexShrink: 0 })).toBe('.x{display:flex;align-items:center;flex-shrink:0;}');
    expect(cssFor({ translate: '0 -2px', transform: 'scale(1.1)', transition: 'opacity 0.2s' })).toBe(
      '.x{translate:0 -2px;transform:scale(1.1);transition:opacity 0.2s;}',
    );
    expect(cssFor({ backgroundClip: 'padding-box' })).toBe('.x{background-clip:padding-box;}');
    // Emotion's default prefixer wrote `-webkit-box` and `-ms-list-itembox` here, which made a list item a flex box in old WebKit.
    expect(cssFor({ display: 'list-item' })).toBe('.x{display:list-item;}');
  });

  it('writes a rule for ::placeholder once, without copies for other browsers', () => {
    expect(cssFor({ '&::placeholder': { color: 'gray' } })).toBe('.x::placeholder{color:gray;}');
  });

  it('keeps -webkit- properties written as such', () => {
    expect(cssFor({ WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' })).toBe('.x{-webkit-line-clamp:2;-webkit-box-orient:vertical;}');
  });
});
