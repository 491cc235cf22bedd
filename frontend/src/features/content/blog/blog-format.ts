import type { ApiBlogPost } from '@shop/contracts';

const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * A publish date as the shop writes dates (like March 5, 2025). The ISO day is read as that
 * calendar day everywhere, whatever the reader's time zone.
 */
export function formatPublishDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  return longDate.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

/** The day a post was published, from whichever of its two date fields is filled. */
export function publishedOn(post: Pick<ApiBlogPost, 'date' | 'publishDate'>): string {
  return post.date || post.publishDate;
}
