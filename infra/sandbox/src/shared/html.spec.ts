import { escapeHtml, renderPage } from './html';

describe('html', () => {
  it('escapes every character that could open markup or leave an attribute', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;');
  });

  it('renders a page with no inline script or style, only the stylesheet link', () => {
    const page = renderPage('A <title>', '<p>body</p>');
    expect(page).toContain('<title>A &lt;title&gt;</title>');
    expect(page).toContain('<link rel="stylesheet" href="/assets/sandbox.css">');
    expect(page).not.toMatch(/<script|<style|style=/);
  });
});
