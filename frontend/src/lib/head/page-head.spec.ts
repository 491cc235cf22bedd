import { applyHead, headHtml, type PageHead } from './page-head';

const product: PageHead = {
  title: 'Monsoon <Reverie> & "Rain"',
  description: 'Soft washes of rain-grey & jade',
  path: '/product/1/monsoon-reverie',
  type: 'product',
  image: { url: '/media/products/monsoon-reverie/artwork.webp', alt: 'Monsoon Reverie', width: 1600, height: 1244 },
  price: { amount: 1755, currency: 'INR' },
};

describe('the head a page declares', () => {
  it('is written as HTML with its title, canonical URL, Open Graph and Twitter tags, escaped and absolute', () => {
    const html = headHtml(product, 'https://shop.example.in');
    expect(html).toContain('<title>Monsoon &lt;Reverie&gt; &amp; &quot;Rain&quot; | Curated Art &amp; Decor</title>');
    expect(html).toContain('<meta name="description" content="Soft washes of rain-grey &amp; jade" />');
    expect(html).toContain('<link rel="canonical" href="https://shop.example.in/product/1/monsoon-reverie" />');
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain('<meta property="og:image" content="https://shop.example.in/media/products/monsoon-reverie/artwork.webp" />');
    expect(html).toContain('<meta property="og:image:width" content="1600" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<meta property="product:price:amount" content="1755.00" />');
    expect(html).toContain('<meta property="product:price:currency" content="INR" />');
    expect(html).not.toContain('<Reverie>');
  });

  it('keeps the shop name alone as the home page title, and a summary card without a picture', () => {
    const html = headHtml({ title: 'Curated Art & Decor', description: 'Prints', path: '/' }, 'http://localhost:8080');
    expect(html).toContain('<title>Curated Art &amp; Decor</title>');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).not.toContain('og:image');
  });

  it('replaces the previous page’s tags in the browser, and removes a picture and price the next page has not', () => {
    applyHead(document, product, 'https://shop.example.in');
    expect(document.title).toBe('Monsoon <Reverie> & "Rain" | Curated Art & Decor');
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe('https://shop.example.in/media/products/monsoon-reverie/artwork.webp');

    applyHead(document, { title: 'Blog', description: 'Notes', path: '/blog' }, 'https://shop.example.in');
    expect(document.title).toBe('Blog | Curated Art & Decor');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Notes');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://shop.example.in/blog');
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(document.head.querySelector('meta[property="product:price:amount"]')).toBeNull();
  });
});
