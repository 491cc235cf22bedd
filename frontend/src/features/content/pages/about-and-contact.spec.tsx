import { screen, within } from '@testing-library/react';
import { jsonResponse, restoreFetch, stubFetch, stubResponse } from '../../../test/fetch-stub';
import { renderRoute } from '../../../test/render-route';

afterEach(restoreFetch);

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

  it('shows the contact details and social profile the back office saved', async () => {
    stubFetch(async (url) =>
      url === '/api/site-settings'
        ? jsonResponse({ shopName: 'Curated Art & Decor', contact: { email: 'care@curatedartdecor.in', phone: '+91 22 4000 1234' }, socialLink: 'https://www.facebook.com/curatedart' })
        : stubResponse('Not Found', { status: 404 }),
    );
    renderRoute('/contact');

    const main = await screen.findByRole('main');
    await within(main).findByRole('link', { name: 'care@curatedartdecor.in' });
    expect(within(main).getByRole('link', { name: 'care@curatedartdecor.in' }).getAttribute('href')).toBe('mailto:care@curatedartdecor.in');
    expect(within(main).getByRole('link', { name: '+91 22 4000 1234' }).getAttribute('href')).toBe('tel:+912240001234');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Follow us on Facebook' }).getAttribute('href')).toBe('https://www.facebook.com/curatedart');
  });
});
