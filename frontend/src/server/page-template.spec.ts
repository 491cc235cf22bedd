import { SERVER_STATE_ELEMENT_ID } from '../lib/server-rendered-page';
import { pageTemplate, withInlineStylesheets } from './page-template';

const INDEX = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Curated art prints and decor for Indian homes." />
    <title>Curated Art &amp; Decor</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('the page template', () => {
  const fill = pageTemplate(INDEX);

  it('puts the page’s head in place of the default title and description, its markup in #root and its data before </body>', () => {
    const html = fill(
      { status: 200, html: '<h1>Monsoon Reverie</h1>', styles: '<style data-emotion="css 1x2y3z">.css-1x2y3z{color:red;}</style>', head: { title: 'Monsoon Reverie', description: 'Rain-grey and jade', path: '/product/1' }, state: { queries: {}, mutations: {}, provided: {} }, degraded: false, dataSignature: null },
      'https://shop.example.in',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Monsoon Reverie | Curated Art &amp; Decor</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"><h1>Monsoon Reverie</h1></div>');
    expect(html.indexOf('<style data-emotion="css 1x2y3z">')).toBeGreaterThan(html.indexOf('<title>'));
    expect(html.indexOf('<style data-emotion="css 1x2y3z">')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toMatch(new RegExp(`<script id="${SERVER_STATE_ELEMENT_ID}" type="application/json">\\{"queries":\\{\\},"mutations":\\{\\},"provided":\\{\\}\\}</script>\\s*</body>`));
  });

  it('keeps the default head for a page that declares none, and never lets data end its script element', () => {
    const html = fill({ status: 200, html: '', styles: '', head: null, state: { queries: { x: { title: '</script><script>alert(1)</script>' } }, mutations: {}, provided: {} }, degraded: false, dataSignature: null }, 'https://shop.example.in');
    expect(html).toContain('<title>Curated Art &amp; Decor</title>');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
  });

  it('refuses a template without the root element', () => {
    expect(() => pageTemplate('<html><body></body></html>')).toThrow('index.html has no <div id="root"></div>');
  });

  it('writes the stylesheets index.html links into the head, so a rendered page needs no request to paint', () => {
    const linked = INDEX.replace('</head>', '  <link rel="stylesheet" crossorigin href="/assets/style-abc.css">\n  </head>');
    const read: string[] = [];
    const html = withInlineStylesheets(linked, (href) => {
      read.push(href);
      return '._card_1x2y3{display:flex}';
    });
    expect(read).toEqual(['/assets/style-abc.css']);
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(html).toContain('<style>._card_1x2y3{display:flex}</style>\n  </head>');
    expect(withInlineStylesheets(INDEX, () => 'unused')).toBe(INDEX);
  });
});
