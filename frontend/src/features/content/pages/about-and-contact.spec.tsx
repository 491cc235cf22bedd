import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../../test/render-route';

describe('about page', () => {
  it('tells the story of the founding family and the shop curating since 2010', async () => {
    renderRoute('/about');

    expect(await screen.findByRole('heading', { level: 1, name: 'Three Generations of Living With Art' })).toBeTruthy();
    const text = screen.getByRole('main').textContent ?? '';
    expect(text).toMatch(/framing workshop/);
    expect(text).toMatch(/In 2010 her son, Arjun Mehta, .* founded Curated Art & Decor/);
    expect(screen.getByRole('link', { name: 'Explore the Collection' }).getAttribute('href')).toBe('/collection/all');
  });
});

describe('contact page', () => {
  it('offers an email link and a phone link, and no form', async () => {
    renderRoute('/contact');

    await screen.findByRole('heading', { level: 1, name: "We'd Love to Hear From You" });
    const main = screen.getByRole('main');
    expect(
      within(main)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['hello@curatedartdecor.in', 'mailto:hello@curatedartdecor.in'],
      ['+91 98200 12345', 'tel:+919820012345'],
    ]);
    expect(main.querySelector('form, input, textarea')).toBeNull();
  });
});
