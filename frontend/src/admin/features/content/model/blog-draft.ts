import type { ApiStaffBlogPost, BlogPostFields } from '@shop/contracts';

/** The blog editor's state: tags as typed ("framing, gifts"), the publish date as `2026-11-24`. */
export interface BlogDraft {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  author: string;
  category: string;
  tags: string;
  featured: boolean;
  publishDate: string;
  image: string;
  published: boolean;
}

/** Today in India, as the publish date input shows it. */
export function todayInIndia(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function emptyBlogDraft(author: string): BlogDraft {
  return { title: '', slug: '', excerpt: '', content: '', author, category: '', tags: '', featured: false, publishDate: todayInIndia(), image: '', published: false };
}

export function blogDraftOf(post: ApiStaffBlogPost): BlogDraft {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    author: post.author,
    category: post.category,
    tags: post.tags.join(', '),
    featured: post.featured,
    publishDate: post.publishDate.slice(0, 10),
    image: post.image,
    published: post.published,
  };
}

/** Tags as a list: split at commas, trimmed, each once, empty ones left out. */
export function tagsOf(text: string): string[] {
  return [...new Set(text.split(',').map((tag) => tag.trim()).filter(Boolean))];
}

/** What the editor saves. An empty slug is left out: the server makes one from the title (a new post) or keeps the post's. */
export function blogFieldsOf(draft: BlogDraft): BlogPostFields {
  const slug = draft.slug.trim();
  return {
    title: draft.title.trim(),
    ...(slug ? { slug } : {}),
    excerpt: draft.excerpt.trim(),
    content: draft.content,
    author: draft.author.trim(),
    category: draft.category.trim(),
    tags: tagsOf(draft.tags),
    featured: draft.featured,
    publishDate: draft.publishDate,
    image: draft.image.trim(),
    published: draft.published,
  };
}

/** Draft, scheduled (published with a date still to come) or published, on a given day in India. */
export function blogPostState(post: Pick<ApiStaffBlogPost, 'published' | 'publishDate'>, today = todayInIndia()): 'draft' | 'scheduled' | 'published' {
  if (!post.published) return 'draft';
  return post.publishDate.slice(0, 10) > today ? 'scheduled' : 'published';
}
