/** The spec's slug: the lower-cased title, punctuation removed, whitespace collapsed to single hyphens. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}
