/** Overlay colours of the category cards (spec section 2, home page). */
export const categoryOverlayColors = {
  exclusive: '#9a4a1f',
  contemporary: '#1f4e8c',
  heritage: '#84561b',
} as const;

/** The overlay colour for a category; a name outside the three known ones uses Exclusive's. */
export function categoryOverlayColor(categoryName: string): string {
  const key = categoryName.trim().toLowerCase();
  return key in categoryOverlayColors
    ? categoryOverlayColors[key as keyof typeof categoryOverlayColors]
    : categoryOverlayColors.exclusive;
}

/** Cards fade in one after another: 0.4 s, then 0.2 s more per card, each over 0.7 s. */
export function categoryCardAnimation(index: number): { delaySeconds: number; durationSeconds: number } {
  return { delaySeconds: Math.round((0.4 + 0.2 * index) * 10) / 10, durationSeconds: 0.7 };
}
