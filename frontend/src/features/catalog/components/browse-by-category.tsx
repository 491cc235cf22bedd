import { Alert, Button, Container, Heading, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { apiErrorMessage } from '../../../lib/api/base-query';
import { useGetCategoriesQuery } from '../api/categories.api';
import { CategoryCard } from './category-card';

const gridColumns = { base: 1, md: 3 };

function CategoryGridSkeleton() {
  return (
    <SimpleGrid columns={gridColumns} gap="6" role="status" aria-label="Loading categories">
      {[0, 1, 2].map((slot) => (
        <Skeleton key={slot} h="24rem" borderRadius="l3" />
      ))}
    </SimpleGrid>
  );
}

function CategoryGridContent() {
  const { data: categories, error, isLoading, isFetching, refetch } = useGetCategoriesQuery();

  if (isLoading) return <CategoryGridSkeleton />;

  if (error) {
    return (
      <Alert.Root status="error" role="alert" borderRadius="l3">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>The categories could not be loaded.</Alert.Title>
          <Alert.Description>{apiErrorMessage(error)}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" alignSelf="center" loading={isFetching} onClick={() => void refetch()}>
          Try again
        </Button>
      </Alert.Root>
    );
  }

  if (!categories?.length) {
    return <Text color="fg.muted">No categories are available right now.</Text>;
  }

  return (
    <SimpleGrid columns={gridColumns} gap="6">
      {categories.map((category, index) => (
        <CategoryCard key={category.id} category={category} index={index} />
      ))}
    </SimpleGrid>
  );
}

/** The home page's "Browse By Category" grid (spec section 2). */
export function BrowseByCategory() {
  return (
    <Container as="section" aria-labelledby="browse-by-category" maxW="7xl" px={{ base: '4', md: '8' }} py={{ base: '14', md: '20' }}>
      <Heading as="h2" id="browse-by-category" fontSize={{ base: '3xl', md: '4xl' }} textAlign="center" mb={{ base: '8', md: '12' }}>
        Browse By Category
      </Heading>
      <CategoryGridContent />
    </Container>
  );
}
