import { Box, Card, Heading, Icon, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuLandmark, LuSofa, LuTrendingUp } from 'react-icons/lu';
import type { ApiBlogPost } from '@shop/contracts';
import { useGetBlogPostsQuery } from '../api/blog.api';
import { BlogLoadError } from '../components/blog-load-error';
import { BlogPostCard } from '../components/blog-post-card';
import { ContentPage } from '../components/content-page';

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
  const columns = featured ? { base: 1, md: 2 } : { base: 1, md: 2, lg: 3 };
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" id={id} fontSize={{ base: '2xl', md: '3xl' }} mb="6">
        {title}
      </Heading>
      {loading ? (
        <SimpleGrid columns={columns} gap="6" role="status" aria-label={`Loading ${title.toLowerCase()}`}>
          {[0, 1].map((slot) => (
            <Skeleton key={slot} h="24rem" borderRadius="l3" />
          ))}
        </SimpleGrid>
      ) : posts && posts.length > 0 ? (
        <SimpleGrid columns={columns} gap="6">
          {posts.map((post) => (
            <BlogPostCard key={post.id} post={post} featured={featured} />
          ))}
        </SimpleGrid>
      ) : (
        <Text color="fg.muted">{emptyText}</Text>
      )}
    </Box>
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
      <Stack gap={{ base: '12', md: '16' }}>
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
        <Box as="section" aria-labelledby="blog-topics">
          <Heading as="h2" id="blog-topics" fontSize={{ base: '2xl', md: '3xl' }} mb="6">
            What We Write About
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
            {topics.map((topic) => (
              <Card.Root key={topic.category} variant="subtle" bg="bg.subtle" borderRadius="l3">
                <Card.Body gap="3">
                  <Icon as={topic.icon} boxSize="7" color="brand.fg" aria-hidden="true" />
                  <Heading as="h3" fontSize="xl">
                    {topic.category}
                  </Heading>
                  <Text color="fg.muted" fontSize="sm">
                    {topic.text}
                  </Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Box>
      </Stack>
    </ContentPage>
  );
}
