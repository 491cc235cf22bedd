import { comparableText, textSignals } from './spam-checks';

const review = (content: string, title = 'Lovely print') => ({ title, content });

describe('spam checks', () => {
  it('find nothing in an ordinary review', () => {
    expect(textSignals(review('The colours are rich and the frame arrived without a scratch. Very happy!'))).toEqual([]);
  });

  it.each(['see http://cheap.example', 'HTTPS://spam.example/deal', 'visit www.example.com now', 'Www.Example.in'])('find a link in "%s"', (text) => {
    expect(textSignals(review(`Great print. ${text}`))).toEqual(['link']);
  });

  it('find a link in the title too', () => {
    expect(textSignals(review('A perfectly ordinary review text.', 'Deals at www.example.com'))).toEqual(['link']);
  });

  it.each([
    ['one word repeated', 'buy buy buy buy buy'],
    ['a phrase repeated', 'best print ever! best print ever! best print ever! best print ever! best print ever!'],
    ['a run of one character', 'Nice!!!!!!!!!!'],
    ['a run of letters', 'soooooooooo good'],
  ])('find repeated text: %s', (_, content) => {
    expect(textSignals(review(content))).toEqual(['repeated-text']);
  });

  it('let ordinary repetition pass: a word four times, a short run', () => {
    expect(textSignals(review('very very very very good, sooo nice, and the frame is good good'))).toEqual([]);
  });

  it('find both signals together', () => {
    expect(textSignals(review('www.spam.example spam spam spam spam spam'))).toEqual(['link', 'repeated-text']);
  });

  it('compare texts by their words, whatever the case and punctuation', () => {
    expect(comparableText('Great print!  Loved it.')).toBe(comparableText('great print, loved it'));
    expect(comparableText('Great print')).not.toBe(comparableText('Great prints'));
  });
});
