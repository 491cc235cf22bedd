import { Box, Container, SimpleGrid, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { ProductGridSkeleton } from '../../features/catalog/components/product-grid';

/** The home page's outline: hero, category cards and featured artworks. */
export function HomeSkeleton() {
  return (
    <Box role="status" aria-label="Loading page">
      <Skeleton h={{ base: '34rem', md: '40rem' }} borderRadius="0" />
      <Container maxW="7xl" px={{ base: '4', md: '8' }} py={{ base: '14', md: '20' }}>
        <Skeleton h="10" w="18rem" maxW="full" mx="auto" mb={{ base: '8', md: '12' }} />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" mb="16">
          {[0, 1, 2].map((slot) => (
            <Skeleton key={slot} h="24rem" borderRadius="l3" />
          ))}
        </SimpleGrid>
        <ProductGridSkeleton count={4} columns={{ base: 1, sm: 2, lg: 4 }} label={null} />
      </Container>
    </Box>
  );
}

/** Any other page's outline: breadcrumb, title, a few lines and a grid of cards. */
export function PageSkeleton() {
  return (
    <Container role="status" aria-label="Loading page" maxW="7xl" px={{ base: '4', md: '8' }} py={{ base: '8', md: '12' }}>
      <Stack gap="4" mb="10">
        <Skeleton h="4" w="12rem" maxW="full" />
        <Skeleton h="10" w="24rem" maxW="full" />
        <SkeletonText noOfLines={2} maxW="2xl" />
      </Stack>
      <ProductGridSkeleton label={null} />
    </Container>
  );
}
