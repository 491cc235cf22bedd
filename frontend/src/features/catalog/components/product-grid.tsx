import { Card, SimpleGrid, Skeleton, SkeletonText, type SimpleGridProps } from '@chakra-ui/react';
import type { ApiProduct } from '@shop/contracts';
import { ProductCard } from './product-card';

/** Columns of a product grid: one on phones, two from the small breakpoint, three on desktops. */
export const productGridColumns = { base: 1, sm: 2, lg: 3 };

interface ProductGridProps extends Omit<SimpleGridProps, 'children'> {
  products: readonly ApiProduct[];
  /** How many leading cards are above the fold and load their images at once. */
  priorityCount?: number;
  /** The cards' heading level: h2 straight under a page's h1, h3 under a section's h2. */
  cardHeadingLevel?: 'h2' | 'h3';
}

export function ProductGrid({
  products,
  priorityCount = 0,
  cardHeadingLevel = 'h3',
  columns = productGridColumns,
  ...props
}: ProductGridProps) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={columns} gap={{ base: '5', md: '6' }} {...props}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < priorityCount} headingLevel={cardHeadingLevel} />
        </li>
      ))}
    </SimpleGrid>
  );
}

/** The shape of a product card while its data loads. */
export function ProductCardSkeleton() {
  return (
    <Card.Root overflow="hidden" variant="elevated" bg="bg.panel">
      <Skeleton aspectRatio={1} borderRadius="0" />
      <Card.Body gap="3" p="4">
        <SkeletonText noOfLines={2} />
        <Skeleton h="6" w="40%" />
      </Card.Body>
      <Card.Footer p="4" pt="0">
        <Skeleton h="10" w="full" />
      </Card.Footer>
    </Card.Root>
  );
}

interface ProductGridSkeletonProps extends Omit<SimpleGridProps, 'children'> {
  /** Placeholder cards; 8 unless the grid is known to hold another number (spec section 2). */
  count?: number;
  /** Announced to screen readers while loading; null inside a larger placeholder that announces itself. */
  label?: string | null;
}

/** A grid of card placeholders. */
export function ProductGridSkeleton({
  count = 8,
  label = 'Loading products',
  columns = productGridColumns,
  ...props
}: ProductGridSkeletonProps) {
  const status = label === null ? {} : { role: 'status', 'aria-label': label };
  return (
    <SimpleGrid {...status} columns={columns} gap={{ base: '5', md: '6' }} {...props}>
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </SimpleGrid>
  );
}
