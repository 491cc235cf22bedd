import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router';
import type { ApiBlogPost } from '@shop/contracts';
import { classNames } from '../../../components/ui/class-names';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { Skeleton, SkeletonText } from '../../../components/ui/skeleton';
import badgeStyles from '../../../components/ui/styles/badge.module.css';
import layoutStyles from '../../../components/ui/styles/layout.module.css';
import paletteStyles from '../../../components/ui/styles/palette.module.css';
import textStyles from '../../../components/ui/styles/text.module.css';
import { paths } from '../../../lib/paths';
import { useGetBlogPostsQuery } from '../api/blog.api';
import { formatPublishDate, publishedOn } from '../blog/blog-format';
import { BlogPostBody } from '../components/blog-post-body';
import { BlogLoadError } from '../components/blog-load-error';
import contentStyles from '../components/content-page.module.css';
import { StructuredData, useNotFoundStatus, usePageHead, useSiteOrigin } from '../../../lib/head';
import styles from './blog-post-page.module.css';

function BackToBlog() {
  return (
    <RouterLink to={paths.blog.getHref()} className={classNames(contentStyles.link, styles.back)}>
      <LuArrowLeft aria-hidden="true" />
      Back to Blog
    </RouterLink>
  );
}

function PostNotFound() {
  useNotFoundStatus();
  return (
    <div className={styles.notFound}>
      <h1 className={classNames(textStyles.heading, styles.notFoundTitle)}>Post Not Found</h1>
      <p className={textStyles.muted}>The blog post you&apos;re looking for doesn&apos;t exist.</p>
      <BackToBlog />
    </div>
  );
}

function PostSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-label="Loading article">
      <Skeleton className={styles.titleSkeleton} />
      <Skeleton className={styles.bylineSkeleton} />
      <Skeleton className={styles.pictureSkeleton} />
      <SkeletonText lines={6} className={styles.textSkeleton} />
    </div>
  );
}

// Blog images come without intrinsic sizes; the fixed frame keeps the text from jumping as it loads.
const noIntrinsicSizes = {};

function Post({ post }: { post: ApiBlogPost }) {
  const day = publishedOn(post);
  const origin = useSiteOrigin();
  const path = paths.blogPost.getHref(post.slug);
  usePageHead({ title: post.title, description: post.excerpt, path, type: 'article', image: { url: post.image, alt: post.title } });
  return (
    <article className={styles.post}>
      <header className={styles.header}>
        <span className={classNames(badgeStyles.root, badgeStyles.subtle, badgeStyles.sm, paletteStyles.brand, styles.category)}>{post.category}</span>
        <h1 className={classNames(textStyles.heading, contentStyles.title)}>{post.title}</h1>
        <div className={styles.byline}>
          <span>By {post.author}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={day}>{formatPublishDate(day)}</time>
        </div>
      </header>
      <div className={styles.picture}>
        <ResponsiveImage src={post.image} media={noIntrinsicSizes} sizes="(min-width: 48em) 48rem, 100vw" alt="" fit="cover" fill priority className={styles.image} />
      </div>
      <BlogPostBody content={post.content} />
      <StructuredData
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.excerpt,
          image: new URL(post.image, origin).href,
          datePublished: day,
          author: { '@type': 'Person', name: post.author },
          mainEntityOfPage: `${origin}${path}`,
        }}
      />
      {post.tags.length > 0 && (
        <div className={styles.tags} aria-label="Tags">
          {post.tags.map((tag) => (
            <span key={tag} className={classNames(badgeStyles.root, badgeStyles.outline, badgeStyles.sm, paletteStyles.gray)}>
              {tag}
            </span>
          ))}
        </div>
      )}
    </article>
  );
}

/** A blog post by its slug (spec section 2), or 'Post Not Found' for an unknown slug. */
export function BlogPostPage() {
  const { slug } = useParams();
  const { data: posts, error, isLoading, isFetching, refetch } = useGetBlogPostsQuery();
  const post = posts?.find((candidate) => candidate.slug === slug);

  let content;
  if (isLoading) content = <PostSkeleton />;
  else if (error) content = <BlogLoadError error={error} retrying={isFetching} onRetry={() => void refetch()} />;
  else if (!post) content = <PostNotFound />;
  else content = <Post post={post} />;

  return (
    <div className={classNames(layoutStyles.container, styles.page)}>
      {post && (
        <div className={styles.backRow}>
          <BackToBlog />
        </div>
      )}
      {content}
    </div>
  );
}
