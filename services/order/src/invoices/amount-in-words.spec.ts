import { indianNumberInWords, rupeesInWords } from './amount-in-words';

describe('amounts in words, Indian numbering', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [19, 'Nineteen'],
    [40, 'Forty'],
    [99, 'Ninety Nine'],
    [100, 'One Hundred'],
    [1001, 'One Thousand One'],
    [3715, 'Three Thousand Seven Hundred Fifteen'],
    [99_999, 'Ninety Nine Thousand Nine Hundred Ninety Nine'],
    [1_00_000, 'One Lakh'],
    [1_12_500, 'One Lakh Twelve Thousand Five Hundred'],
    [45_06_010, 'Forty Five Lakh Six Thousand Ten'],
    [1_00_00_000, 'One Crore'],
    [12_34_56_789, 'Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine'],
    [1000_00_00_000, 'One Thousand Crore'],
  ])('%d is %s', (n, words) => {
    expect(indianNumberInWords(n)).toBe(words);
  });

  it('writes rupees and paise, or rupees alone when there are no paise', () => {
    expect(rupeesInWords(371_582)).toBe('Rupees Three Thousand Seven Hundred Fifteen and Eighty Two Paise Only');
    expect(rupeesInWords(1_12_500_00)).toBe('Rupees One Lakh Twelve Thousand Five Hundred Only');
    expect(rupeesInWords(5)).toBe('Rupees Zero and Five Paise Only');
  });

  it('refuses what is not a whole number of at least zero', () => {
    expect(() => indianNumberInWords(-1)).toThrow(RangeError);
    expect(() => indianNumberInWords(1.5)).toThrow(RangeError);
  });
});
