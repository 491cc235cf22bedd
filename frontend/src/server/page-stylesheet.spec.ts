import { classesInMarkup, PageStylesheet } from './page-stylesheet';

const CSS = [
  '*{box-sizing:border-box}',
  '._card_a1{display:flex}',
  '._card_a1 ._title_b2{font-weight:600}',
  '._tab_c3[aria-selected=true]{color:teal}',
  '._dialog_d4,._card_a1:hover{box-shadow:0 0 4px}',
  '._solid_e5:hover:not(:disabled,[aria-disabled=true]){opacity:.9}',
  '._link_f6[href$=".pdf"]{text-decoration:underline}',
  '@keyframes _spin_g7{to{transform:rotate(1turn)}}',
  '@media (min-width:48rem){._card_a1{padding:1rem}._dialog_d4{inset:0}}',
  '@media print{._dialog_d4{display:none}}',
].join('');

describe('a page’s part of the stylesheet', () => {
  const stylesheet = new PageStylesheet(CSS);

  it('keeps the rules whose selectors the page’s classes can match, in their order, and those on elements alone', () => {
    const rules = stylesheet.rulesFor(classesInMarkup('<article class="_card_a1"><h3 class="_title_b2 ">Monsoon Reverie</h3><button class="_solid_e5">Add</button></article>'));
    expect(rules).toBe(
      [
        '*{box-sizing:border-box}',
        '._card_a1{display:flex}',
        '._card_a1 ._title_b2{font-weight:600}',
        '._dialog_d4,._card_a1:hover{box-shadow:0 0 4px}',
        '._solid_e5:hover:not(:disabled,[aria-disabled=true]){opacity:.9}',
        '@keyframes _spin_g7{to{transform:rotate(1turn)}}',
        '@media (min-width:48rem){._card_a1{padding:1rem}}',
      ].join(''),
    );
  });

  it('needs no class for what an attribute value or a negation names', () => {
    expect(stylesheet.rulesFor(new Set(['_link_f6', '_tab_c3']))).toContain('._link_f6[href$=".pdf"]{text-decoration:underline}');
    expect(stylesheet.rulesFor(new Set(['_link_f6', '_tab_c3']))).toContain('._tab_c3[aria-selected=true]{color:teal}');
  });

  it('leaves out a media block none of whose rules the page uses', () => {
    expect(stylesheet.rulesFor(new Set())).toBe('*{box-sizing:border-box}@keyframes _spin_g7{to{transform:rotate(1turn)}}');
  });

  it('reads the classes from the class attributes of the markup only', () => {
    expect([...classesInMarkup('<p class="a  b">class="c"</p><img alt="x" class=""/><div data-class="d">')]).toEqual(['a', 'b']);
  });
});
