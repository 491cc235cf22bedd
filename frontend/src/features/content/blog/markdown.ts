import MarkdownIt from 'markdown-it';

// Where a link may lead: the web, an email, a page of this shop or a place in the post. Any other
// scheme (javascript:, data:, vbscript:, …) is refused and the link stays as the text it was typed.
const SAFE_LINK = /^(?:https?:|mailto:|#|\/(?!\/)|[^:/?#]*(?:[/?#]|$))/i;
const EXTERNAL_LINK = /^https?:/i;
// Images only from the shop's own media or over https: a post cannot load from plain http (mixed
// content) or smuggle a data: URL.
const ALLOWED_IMAGE = /^(?:\/media\/|https:\/\/)/i;

/**
 * The blog's Markdown: CommonMark without raw HTML (`html: false`, so a `<script>` written in a
 * post is escaped and shown as text, never run), links with rel="noopener noreferrer" (external
 * ones open in a new tab) and images only from /media/ or https:.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

markdown.validateLink = (url) => SAFE_LINK.test(url.trim());

// The page's title is its only h1: a post's own headings start one level below it.
markdown.core.ruler.push('blog_heading_levels', (state) => {
  for (const token of state.tokens) {
    if (token.type !== 'heading_open' && token.type !== 'heading_close') continue;
    token.tag = `h${Math.min(Number(token.tag.slice(1)) + 1, 6)}`;
  }
});

markdown.renderer.rules.link_open = (tokens, index, options, _env, self) => {
  const token = tokens[index];
  token.attrSet('rel', 'noopener noreferrer');
  if (EXTERNAL_LINK.test(token.attrGet('href') ?? '')) token.attrSet('target', '_blank');
  return self.renderToken(tokens, index, options);
};

const renderImage = markdown.renderer.rules.image;
markdown.renderer.rules.image = (tokens, index, options, env, self) => {
  const token = tokens[index];
  // A refused picture is left out; its description stays, as text.
  if (!ALLOWED_IMAGE.test(token.attrGet('src') ?? '')) return markdown.utils.escapeHtml(self.renderInlineAsText(token.children ?? [], options, env));
  token.attrSet('loading', 'lazy');
  return renderImage ? renderImage(tokens, index, options, env, self) : self.renderToken(tokens, index, options);
};

/** A post's body as HTML: escaped text and the few elements Markdown writes, nothing a writer typed as HTML. */
export function renderBlogMarkdown(source: string): string {
  return markdown.render(source);
}
