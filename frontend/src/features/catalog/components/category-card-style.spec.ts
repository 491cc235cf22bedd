import { categoryCardAnimation, categoryOverlayColor, categoryOverlayColors } from './category-card-style';

describe('categoryOverlayColor', () => {
  it('gives each known category its own colour', () => {
    expect(categoryOverlayColor('Exclusive')).toBe(categoryOverlayColors.exclusive);
    expect(categoryOverlayColor('Contemporary')).toBe(categoryOverlayColors.contemporary);
    expect(categoryOverlayColor('Heritage')).toBe(categoryOverlayColors.heritage);
    expect(new Set(Object.values(categoryOverlayColors)).size).toBe(3);
  });

  it('uses the Exclusive colour for any other category', () => {
    expect(categoryOverlayColor('Abstract')).toBe(categoryOverlayColors.exclusive);
    expect(categoryOverlayColor('')).toBe(categoryOverlayColors.exclusive);
  });
});

describe('categoryCardAnimation', () => {
  it('starts the first card after 0.4 s and each next one 0.2 s later, over 0.7 s', () => {
    expect([0, 1, 2, 3].map(categoryCardAnimation)).toEqual([
      { delaySeconds: 0.4, durationSeconds: 0.7 },
      { delaySeconds: 0.6, durationSeconds: 0.7 },
      { delaySeconds: 0.8, durationSeconds: 0.7 },
      { delaySeconds: 1, durationSeconds: 0.7 },
    ]);
  });
});
