import { useMemo } from 'react';
import { renderBlogMarkdown } from '../blog/markdown';
import styles from './blog-post-body.module.css';

/**
 * A blog post's body, written in Markdown, as the storefront shows it. The back office's editor
 * previews a post with this same component, so the preview is what shoppers read.
 */
export function BlogPostBody({ content }: { content: string }) {
  const html = useMemo(() => renderBlogMarkdown(content), [content]);
  // Safe to set as HTML only because markdown-it runs with `html: false`: every character the
  // writer typed arrives escaped, and the only tags are the ones Markdown itself writes (with
  // links and images filtered in blog/markdown.ts).
  return <div className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} />;
}
