import type { IconType } from 'react-icons';
import { LuLandmark, LuSofa, LuTrendingUp } from 'react-icons/lu';
import type { ApiBlogPost } from '@shop/contracts';
import { classNames } from '../../../components/ui/class-names';
import { Skeleton } from '../../../components/ui/skeleton';
import textStyles from '../../../components/ui/styles/text.module.css';
import { useGetBlogPostsQuery } from '../api/blog.api';
import { BlogLoadError } from '../components/blog-load-error';
import { BlogPostCard } from '../components/blog-post-card';
import { ContentPage } from '../components/content-page';
import contentStyles from '../components/content-page.module.css';
import styles from './blog-page.module.css';

const topics: ReadonlyArray<{ category: string; icon: IconType; text: string }> = [
  {
    category: 'Art Trends',
    icon: LuTrendingUp,
    text: 'The artists, movements and ideas shaping contemporary Indian art, and what they mean for collectors.',
  },
  {
    category: 'Interior Design',
    icon: LuSofa,
    text: 'Choosing, sizing, framing and hanging art so that every room feels finished.',
  },
  {
    category: 'Heritage Art',
    icon: LuLandmark,
    text: 'The stories, symbols and living traditions behind Madhubani, Mughal miniatures and more.',
  },
];

interface ArticleSectionProps {
  id: string;
  title: string;
  posts: readonly ApiBlogPost[] | undefined;
  loading: boolean;
  featured?: boolean;
  emptyText: string;
}

function ArticleSection({ id, title, posts, loading, featured = false, emptyText }: ArticleSectionProps) {
  const grid = classNames(styles.grid, featured ? styles.twoColumns : styles.threeColumns);
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={classNames(textStyles.heading, contentStyles.sectionTitle)}>
        {title}
      </h2>
      {loading ? (
        <div className={grid} role="status" aria-label={`Loading ${title.toLowerCase()}`}>
          {[0, 1].map((slot) => (
            <Skeleton key={slot} className={styles.cardSkeleton} />
          ))}
        </div>
      ) : posts && posts.length > 0 ? (
        <div className={grid}>
          {posts.map((post) => (
            <BlogPostCard key={post.id} post={post} featured={featured} />
          ))}
        </div>
      ) : (
        <p className={textStyles.muted}>{emptyText}</p>
      )}
    </section>
  );
}

/** The blog (spec section 2): featured and latest articles, and the three topics we write about. */
export function BlogPage() {
  const { data: posts, error, isLoading, isFetching, refetch } = useGetBlogPostsQuery();
  const featured = posts?.filter((post) => post.featured);

  return (
    <ContentPage
      eyebrow="Blog"
      title="The Curated Art Journal"
      lead="Notes from our gallery on collecting, decorating with art, and India's living art traditions."
      width="wide"
    >
      <div className={styles.sections}>
        {error ? (
          <BlogLoadError error={error} retrying={isFetching} onRetry={() => void refetch()} />
        ) : (
          <>
            <ArticleSection
              id="featured-articles"
              title="Featured Articles"
              posts={featured}
              loading={isLoading}
              featured
              emptyText="No featured articles right now."
            />
            {/* The server lists posts newest first. */}
            <ArticleSection
              id="latest-articles"
              title="Latest Articles"
              posts={posts}
              loading={isLoading}
              emptyText="No articles have been published yet."
            />
          </>
        )}
        <section aria-labelledby="blog-topics">
          <h2 id="blog-topics" className={classNames(textStyles.heading, contentStyles.sectionTitle)}>
            What We Write About
          </h2>
          <div className={styles.topics}>
            {topics.map(({ category, icon: Icon, text }) => (
              <div key={category} className={styles.topic}>
                <Icon className={styles.topicIcon} aria-hidden="true" focusable="false" />
                <h3 className={classNames(textStyles.heading, styles.topicTitle)}>{category}</h3>
                <p className={styles.topicText}>{text}</p>
              </div>
            ))}
          </div>
        </section>
      </div>
    </ContentPage>
  );
}
