import { Alert, Button, Container, Flex, Heading, Text } from '@chakra-ui/react';
import { HOME_FEATURED_COUNT } from '@shop/contracts/src/catalog/browse-constants';
import { LuArrowRight } from 'react-icons/lu';
import { AppLink } from '../../../components/ui/app-link';
import { apiErrorMessage } from '../../../lib/api/base-query';
import { useGetProductsQuery } from '../../../lib/api/products.api';
import { paths } from '../../../lib/paths';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

const featuredColumns = { base: 1, sm: 2, lg: 4 };

/** The server's first featured products, in catalogue order. */
export const FEATURED_LISTING = { featured: true, limit: HOME_FEATURED_COUNT } as const;

function FeaturedContent() {
  const { data, error, isLoading, isFetching, refetch } = useGetProductsQuery(FEATURED_LISTING);

  if (isLoading) {
    return <ProductGridSkeleton count={HOME_FEATURED_COUNT} columns={featuredColumns} label="Loading featured artworks" />;
  }
  if (error) {
    return (
      <Alert.Root status="error" role="alert" borderRadius="l3">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>The featured artworks could not be loaded.</Alert.Title>
          <Alert.Description>{apiErrorMessage(error)}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" alignSelf="center" loading={isFetching} onClick={() => void refetch()}>
          Try again
        </Button>
      </Alert.Root>
    );
  }

  const featured = data?.products ?? [];
  if (!featured.length) return <Text color="fg.muted">No featured artworks right now.</Text>;
  return <ProductGrid products={featured} columns={featuredColumns} />;
}

/** The home page's first four featured products (spec section 2). */
export function FeaturedArtworks() {
  return (
    <Container as="section" aria-labelledby="featured-artworks" maxW="7xl" px={{ base: '4', md: '8' }} py={{ base: '10', md: '16' }}>
      <Flex align="baseline" justify="space-between" gap="4" wrap="wrap" mb={{ base: '6', md: '10' }}>
        <Heading as="h2" id="featured-artworks" fontSize={{ base: '3xl', md: '4xl' }}>
          Featured Artworks
        </Heading>
        <AppLink to={paths.allArt.getHref()} color="brand.fg" fontWeight="medium">
          View all art
          <LuArrowRight aria-hidden="true" />
        </AppLink>
      </Flex>
      <FeaturedContent />
    </Container>
  );
}
