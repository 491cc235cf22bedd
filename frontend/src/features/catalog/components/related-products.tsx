import { Box, Heading, Text } from '@chakra-ui/react';
import { useGetRelatedProductsQuery } from '../../../lib/api/products.api';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

const relatedColumns = { base: 1, sm: 2, lg: 4 };
/** The server answers at most four related products. */
const RELATED_COUNT = 4;

/**
 * 'You Might Also Like' under a product. When the related products cannot be loaded the
 * whole section stays hidden (spec section 8): it is a suggestion, not part of the page's job.
 */
export function RelatedProducts({ productId }: { productId: number }) {
  const { data: related, isLoading, isError } = useGetRelatedProductsQuery(productId);

  if (isError) return null;

  return (
    <Box as="section" aria-labelledby="related-products" mt={{ base: '14', md: '20' }}>
      <Heading as="h2" id="related-products" fontSize={{ base: '2xl', md: '3xl' }} mb={{ base: '6', md: '8' }}>
        You Might Also Like
      </Heading>
      {isLoading ? (
        <ProductGridSkeleton count={RELATED_COUNT} columns={relatedColumns} label="Loading related products" />
      ) : related?.length ? (
        <ProductGrid products={related} columns={relatedColumns} />
      ) : (
        <Text color="fg.muted">No related products found.</Text>
      )}
    </Box>
  );
}
