import type { SPAM_SIGNALS } from '@shop/contracts';

export type SpamSignal = (typeof SPAM_SIGNALS)[number];

/** http://, https:// or www. anywhere, in any case: what a spammer's review is for. */
const LINK = /\bhttps?:\/\/|\bwww\./i;
/** Eight or more of one character in a row ("!!!!!!!!", "aaaaaaaaa"). */
const CHARACTER_RUN = /(.)\1{7,}/su;

/** The same word or phrase (1 to 4 words) five times or more in a row. */
function repeatsPhrase(words: string[]): boolean {
  for (let size = 1; size <= 4; size += 1) {
    for (let start = 0; start + size * 5 <= words.length; start += 1) {
      const phrase = words.slice(start, start + size).join(' ');
      let repeats = 1;
      while (repeats < 5 && words.slice(start + repeats * size, start + (repeats + 1) * size).join(' ') === phrase) repeats += 1;
      if (repeats === 5) return true;
    }
  }
  return false;
}

/** Words of a text, lower-cased, punctuation dropped: what the repetition checks compare. */
export const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];

/**
 * What a review's own text gives away: a link, or text repeated to fill the form. A review with
 * signals still waits for a moderator like any other; the signals tell them where to look.
 */
export function textSignals(review: { title: string; content: string }): SpamSignal[] {
  const signals: SpamSignal[] = [];
  const text = `${review.title}\n${review.content}`;
  if (LINK.test(text)) signals.push('link');
  if (CHARACTER_RUN.test(text) || repeatsPhrase(wordsOf(review.title)) || repeatsPhrase(wordsOf(review.content))) signals.push('repeated-text');
  return signals;
}

/** The text two reviews are compared by: the same words in the same order, whatever the case and punctuation. */
export const comparableText = (content: string) => wordsOf(content).join(' ');
