import { AspectRatio, Badge, Box, Card, Container, Heading, HStack, Skeleton, SkeletonText, Stack, Text, Wrap } from '@chakra-ui/react';
import { LuArrowLeft } from 'react-icons/lu';
import { useParams } from 'react-router';
import type { ApiBlogPost } from '@shop/contracts';
import { AppLink } from '../../../components/ui/app-link';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { paths } from '../../../lib/paths';
import { useGetBlogPostsQuery } from '../api/blog.api';
import { formatPublishDate, publishedOn } from '../blog/blog-format';
import { BlogPostBody } from '../components/blog-post-body';
import { BlogLoadError } from '../components/blog-load-error';
import { StructuredData, useNotFoundStatus, usePageHead, useSiteOrigin } from '../../../lib/head';

function BackToBlog() {
  return (
    <AppLink to={paths.blog.getHref()} color="brand.fg" fontWeight="medium" fontSize="sm">
      <LuArrowLeft aria-hidden="true" />
      Back to Blog
    </AppLink>
  );
}

function PostNotFound() {
  useNotFoundStatus();
  return (
    <Card.Root variant="elevated" bg="bg.panel" maxW="lg" mx="auto" borderRadius="l3">
      <Card.Body gap="4" alignItems="start">
        <Heading as="h1" fontSize="2xl">
          Post Not Found
        </Heading>
        <Text color="fg.muted">The blog post you&apos;re looking for doesn&apos;t exist.</Text>
        <BackToBlog />
      </Card.Body>
    </Card.Root>
  );
}

function PostSkeleton() {
  return (
    <Stack gap="6" role="status" aria-label="Loading article">
      <Skeleton h="10" w="80%" />
      <Skeleton h="4" w="40%" />
      <Skeleton h={{ base: '14rem', md: '24rem' }} borderRadius="l3" />
      <SkeletonText noOfLines={6} gap="3" />
    </Stack>
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
    <Stack as="article" gap={{ base: '6', md: '8' }}>
      <Stack as="header" gap="4">
        <Badge alignSelf="start" colorPalette="brand" variant="subtle">
          {post.category}
        </Badge>
        <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.1" letterSpacing="tight">
          {post.title}
        </Heading>
        <HStack gap="2" color="fg.muted" wrap="wrap">
          <Text as="span">By {post.author}</Text>
          <Text as="span" aria-hidden="true">
            ·
          </Text>
          <time dateTime={day}>{formatPublishDate(day)}</time>
        </HStack>
      </Stack>
      <AspectRatio ratio={16 / 9} bg="bg.muted" borderRadius="l3" overflow="hidden">
        <ResponsiveImage
          src={post.image}
          media={noIntrinsicSizes}
          sizes="(min-width: 48em) 48rem, 100vw"
          alt=""
          objectFit="cover"
          priority
        />
      </AspectRatio>
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
        <Wrap gap="2" aria-label="Tags">
          {post.tags.map((tag) => (
            <Badge key={tag} variant="outline" colorPalette="gray" textTransform="none">
              {tag}
            </Badge>
          ))}
        </Wrap>
      )}
    </Stack>
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
    <Container maxW="3xl" px={{ base: '4', md: '8' }} py={{ base: '8', md: '14' }}>
      {post && (
        <Box mb="6">
          <BackToBlog />
        </Box>
      )}
      {content}
    </Container>
  );
}
