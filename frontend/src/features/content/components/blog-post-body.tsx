import { Box } from '@chakra-ui/react';
import { useMemo } from 'react';
import { renderBlogMarkdown } from '../blog/markdown';

// Markdown's elements, in the storefront's type scale: the post is read, so the rhythm is generous.
const proseStyles = {
  '& > * + *': { marginTop: '1.25em' },
  '& h2': { fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'semibold', lineHeight: '1.2', marginTop: '1.75em' },
  '& h3': { fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'semibold', lineHeight: '1.3', marginTop: '1.5em' },
  '& h4, & h5, & h6': { fontSize: 'lg', fontWeight: 'semibold', marginTop: '1.25em' },
  '& ul': { listStyleType: 'disc', paddingInlineStart: '1.5em' },
  '& ol': { listStyleType: 'decimal', paddingInlineStart: '1.5em' },
  '& li + li': { marginTop: '0.4em' },
  '& a': { color: 'brand.fg', textDecoration: 'underline', textUnderlineOffset: '0.15em' },
  '& blockquote': { borderInlineStartWidth: '3px', borderColor: 'border.emphasized', paddingInlineStart: '1em', color: 'fg.muted', fontStyle: 'italic' },
  '& code': { fontFamily: 'mono', fontSize: '0.9em', bg: 'bg.muted', paddingInline: '0.3em', borderRadius: 'sm' },
  '& pre': { bg: 'bg.muted', padding: '1em', borderRadius: 'md', overflowX: 'auto' },
  '& pre code': { bg: 'transparent', padding: '0' },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 'l2' },
  '& hr': { borderColor: 'border' },
  '& table': { width: '100%', borderCollapse: 'collapse' },
  '& th, & td': { borderBottomWidth: '1px', borderColor: 'border', padding: '0.5em', textAlign: 'start' },
};

/**
 * A blog post's body, written in Markdown, as the storefront shows it. The back office's editor
 * previews a post with this same component, so the preview is what shoppers read.
 */
export function BlogPostBody({ content }: { content: string }) {
  const html = useMemo(() => renderBlogMarkdown(content), [content]);
  // Safe to set as HTML only because markdown-it runs with `html: false`: every character the
  // writer typed arrives escaped, and the only tags are the ones Markdown itself writes (with
  // links and images filtered in blog/markdown.ts).
  return <Box fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall" css={proseStyles} dangerouslySetInnerHTML={{ __html: html }} />;
}
