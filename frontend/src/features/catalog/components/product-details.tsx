import {
  Alert,
  Badge,
  Box,
  Button,
  Container,
  DataList,
  Grid,
  Heading,
  HStack,
  List,
  Skeleton,
  SkeletonText,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuRotateCcw, LuTruck, LuPackageCheck } from 'react-icons/lu';
import type { ApiProduct } from '@shop/contracts';
import { AppLink } from '../../../components/ui/app-link';
import { ProductPrice } from '../../../components/ui/product-price';
import { apiErrorMessage, type ShopApiError } from '../../../lib/api/base-query';
import { useGetProductQuery } from '../../../lib/api/products.api';
import { HydrateWhenVisible } from '../../../lib/hydration/hydrate-when-visible';
import { formatRupees } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { useGetCategoriesQuery } from '../api/categories.api';
import { collectionTitle } from '../model/collection';
import { roundedDiscountedPrice } from '../model/pricing';
import { parseProductId } from '../model/product-id';
import { CatalogBreadcrumb, type BreadcrumbStep } from './catalog-breadcrumb';
import { useProductAction } from './product-action';
import { ProductGallery } from './product-gallery';
import { ProductHead } from './product-head';
import { ProductNotFound } from './product-not-found';
import { RelatedProducts } from './related-products';
import { DISCOUNT_PERCENT } from '@shop/contracts/src/money/price-rule-constants';

/** Delivery promises of spec section 9, shown beside every product. */
const deliveryNotes = [
  { icon: LuTruck, text: 'Free shipping within India' },
  { icon: LuPackageCheck, text: 'Ships in 3-5 business days' },
  { icon: LuRotateCcw, text: '30-day returns' },
] as const;

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function DeliveryNotes() {
  return (
    <List.Root as="ul" listStyleType="none" gap="2" fontSize="sm" color="fg.muted" aria-label="Shipping and returns">
      {deliveryNotes.map(({ icon: Icon, text }) => (
        <List.Item key={text} display="flex" alignItems="center" gap="2">
          <Box color="brand.fg" aria-hidden="true">
            <Icon />
          </Box>
          {text}
        </List.Item>
      ))}
    </List.Root>
  );
}

function DetailsTabs({ product }: { product: ApiProduct }) {
  const details: Array<[string, string]> = [
    ['Artist', product.artist],
    ['Year', product.year],
    ['Style', product.style],
    ['Orientation', capitalise(product.orientation)],
    ['Medium options', product.availableMediums.join(', ')],
  ];
  if (product.returnsPolicy) details.push(['Returns policy', product.returnsPolicy]);

  return (
    <Tabs.Root defaultValue="details" variant="line" colorPalette="brand" mt="10">
      <Tabs.List>
        <Tabs.Trigger value="details">Details</Tabs.Trigger>
        <Tabs.Trigger value="shipping">Shipping &amp; Returns</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="details" pt="5">
        <DataList.Root orientation="horizontal" gap="3" size="md">
          {details
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <DataList.Item key={label} alignItems="start">
                <DataList.ItemLabel minW="9rem">{label}</DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
        </DataList.Root>
      </Tabs.Content>
      <Tabs.Content value="shipping" pt="5">
        <Stack gap="4" fontSize="sm">
          <DeliveryNotes />
          <Text color="fg.muted">
            Read the full{' '}
            <AppLink to={paths.shipping.getHref()} color="brand.fg" textDecoration="underline">
              shipping policy
            </AppLink>{' '}
            and{' '}
            <AppLink to={paths.refundAndReturns.getHref()} color="brand.fg" textDecoration="underline">
              returns and refunds policy
            </AppLink>
            .
          </Text>
        </Stack>
      </Tabs.Content>
    </Tabs.Root>
  );
}

function ProductBreadcrumb({ product }: { product: ApiProduct }) {
  const { data: categories } = useGetCategoriesQuery();
  const category = categories?.find(({ id }) => id === product.categoryId);
  const steps: BreadcrumbStep[] = [{ label: 'Home', to: paths.home.getHref() }];
  if (category) steps.push({ label: collectionTitle(category.name, category), to: paths.collection.getHref(category.name) });
  steps.push({ label: product.title });
  return (
    <>
      <ProductHead product={product} category={category} />
      <CatalogBreadcrumb steps={steps} />
    </>
  );
}

function ProductDetailsSkeleton() {
  return (
    <Grid role="status" aria-label="Loading product" templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap={{ base: '8', lg: '12' }}>
      <Skeleton aspectRatio={1} maxH="600px" borderRadius="l3" />
      <Stack gap="5">
        <Skeleton h="10" w="80%" />
        <Skeleton h="8" w="40%" />
        <SkeletonText noOfLines={5} />
      </Stack>
    </Grid>
  );
}

function isMissing(error: unknown): boolean {
  const status = (error as Partial<ShopApiError> | undefined)?.status;
  // 400 is the gateway refusing an id that is not a number; to a shopper that product does not exist either.
  return status === 404 || status === 400;
}

interface ProductDetailsProps {
  /** The id segment of the path, as typed. */
  idSegment: string | undefined;
  /**
   * The price under the title. Without it the page shows the base configuration's price;
   * the purchase flow replaces it with the live price of the configured print.
   */
  renderPrice?: (product: ApiProduct) => ReactNode;
  /** Where the options (size, medium, frame), preview and Add to Cart of the purchase flow go. */
  renderPurchasePanel?: (product: ApiProduct) => ReactNode;
  /** What follows the details, before the related artworks: the product's customer reviews. */
  renderReviews?: (product: ApiProduct) => ReactNode;
}

/** The product page's browsing parts (spec section 2): breadcrumb, gallery, price, details and related artworks. */
export function ProductDetails({ idSegment, renderPrice, renderPurchasePanel, renderReviews }: ProductDetailsProps) {
  const id = parseProductId(idSegment);
  const { data: product, error, isLoading, isFetching, refetch } = useGetProductQuery(id ?? 0, { skip: id === undefined });
  const ProductAction = useProductAction();

  if (id === undefined || isMissing(error)) return <ProductNotFound />;

  return (
    <Container maxW="7xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      {isLoading ? (
        <ProductDetailsSkeleton />
      ) : error || !product ? (
        <Alert.Root status="error" role="alert" borderRadius="l3">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>This product could not be loaded.</Alert.Title>
            <Alert.Description>{apiErrorMessage(error)}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" alignSelf="center" loading={isFetching} onClick={() => void refetch()}>
            Try again
          </Button>
        </Alert.Root>
      ) : (
        <>
          <ProductBreadcrumb product={product} />
          <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap={{ base: '8', lg: '12' }}>
            <ProductGallery product={product} />
            <Stack gap="5">
              <HStack gap="4" alignItems="start" justifyContent="space-between">
                <Stack gap="2">
                  <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} letterSpacing="tight">
                    {product.title}
                  </Heading>
                  <Text color="fg.muted">by {product.artist}</Text>
                </Stack>
                {ProductAction && <ProductAction product={product} size="md" variant="outline" bg="bg" mt="1" flexShrink="0" />}
              </HStack>
              {renderPrice ? (
                renderPrice(product)
              ) : (
                <HStack gap="3" flexWrap="wrap">
                  <ProductPrice
                    price={formatRupees(roundedDiscountedPrice(product.basePrice))}
                    originalPrice={formatRupees(product.basePrice)}
                    size="lg"
                  />
                  <Badge colorPalette="red" variant="solid">
                    {DISCOUNT_PERCENT}% OFF
                  </Badge>
                </HStack>
              )}
              <Text lineHeight="tall">{product.description}</Text>
              {renderPurchasePanel?.(product)}
              <Box borderTopWidth="1px" borderColor="border" pt="5">
                <HydrateWhenVisible section={DeliveryNotes} />
              </Box>
              {/* Hydrated with the page: Chakra's tabs start their state machine as they hydrate, and an
                  arrow key pressed as a shopper's focus hydrates them would be missed. */}
              <DetailsTabs product={product} />
            </Stack>
          </Grid>
          {renderReviews?.(product)}
          <HydrateWhenVisible section={RelatedProducts} productId={product.id} />
        </>
      )}
    </Container>
  );
}
