import { Link as RouterLink } from 'react-router';
import type { ApiBlogPost } from '@shop/contracts';
import { classNames } from '../../../components/ui/class-names';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import badgeStyles from '../../../components/ui/styles/badge.module.css';
import paletteStyles from '../../../components/ui/styles/palette.module.css';
import textStyles from '../../../components/ui/styles/text.module.css';
import { paths } from '../../../lib/paths';
import { formatPublishDate, publishedOn } from '../blog/blog-format';
import styles from './blog-post-card.module.css';
import contentStyles from './content-page.module.css';

// Blog images come without intrinsic sizes; a fixed frame keeps the page from shifting as they load.
const noIntrinsicSizes = {};

interface BlogPostCardProps {
  post: ApiBlogPost;
  /** Featured cards sit two to a row on wide screens; the others three. */
  featured?: boolean;
}

/** A post in the blog lists: image, category, title, excerpt, author and date, linking to the post. */
export function BlogPostCard({ post, featured = false }: BlogPostCardProps) {
  const day = publishedOn(post);
  return (
    <article className={classNames(contentStyles.card, styles.card)}>
      <div className={classNames(styles.picture, featured && styles.wide)}>
        <ResponsiveImage
          src={post.image}
          media={noIntrinsicSizes}
          sizes={featured ? '(min-width: 62em) 36rem, 100vw' : '(min-width: 62em) 24rem, (min-width: 48em) 50vw, 100vw'}
          alt=""
          fit="cover"
          fill
          className={styles.image}
        />
      </div>
      <div className={styles.body}>
        <span className={classNames(badgeStyles.root, badgeStyles.subtle, badgeStyles.sm, paletteStyles.brand, styles.category)}>{post.category}</span>
        <h3 className={classNames(textStyles.heading, styles.title, featured && styles.featuredTitle)}>
          {/* The whole card opens the post. */}
          <RouterLink to={paths.blogPost.getHref(post.slug)} className={styles.overlayLink}>
            {post.title}
          </RouterLink>
        </h3>
        <p className={styles.excerpt}>{post.excerpt}</p>
        <div className={styles.byline}>
          <span>{post.author}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={day}>{formatPublishDate(day)}</time>
        </div>
      </div>
    </article>
  );
}
