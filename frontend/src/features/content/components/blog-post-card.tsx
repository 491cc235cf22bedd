import { AspectRatio, Badge, Card, Heading, HStack, LinkOverlay, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { ApiBlogPost } from '@shop/contracts';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { paths } from '../../../lib/paths';
import { formatPublishDate, publishedOn } from '../blog/blog-format';

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
    <Card.Root
      as="article"
      position="relative"
      overflow="hidden"
      variant="outline"
      bg="bg.panel"
      borderRadius="l3"
      className="group"
      transition="box-shadow 0.2s ease"
      _hover={{ boxShadow: 'lg' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
    >
      <AspectRatio ratio={featured ? 16 / 9 : 4 / 3} bg="bg.muted" overflow="hidden">
        <ResponsiveImage
          src={post.image}
          media={noIntrinsicSizes}
          sizes={featured ? '(min-width: 62em) 36rem, 100vw' : '(min-width: 62em) 24rem, (min-width: 48em) 50vw, 100vw'}
          alt=""
          objectFit="cover"
          transition="transform 0.5s ease"
          _groupHover={{ transform: 'scale(1.03)' }}
        />
      </AspectRatio>
      <Card.Body gap="3">
        <Badge alignSelf="start" colorPalette="brand" variant="subtle">
          {post.category}
        </Badge>
        <Heading as="h3" fontSize={featured ? { base: 'xl', md: '2xl' } : 'xl'} lineHeight="short">
          <LinkOverlay asChild _focusVisible={{ outline: 'none' }}>
            <RouterLink to={paths.blogPost.getHref(post.slug)}>{post.title}</RouterLink>
          </LinkOverlay>
        </Heading>
        <Text color="fg.muted" lineClamp={3}>
          {post.excerpt}
        </Text>
        <HStack gap="2" fontSize="sm" color="fg.muted" wrap="wrap">
          <Text as="span">{post.author}</Text>
          <Text as="span" aria-hidden="true">
            ·
          </Text>
          <time dateTime={day}>{formatPublishDate(day)}</time>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
