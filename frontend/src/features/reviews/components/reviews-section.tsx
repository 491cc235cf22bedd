import { Alert, Box, Button, chakra, Flex, Heading, HStack, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ApiProduct } from '@shop/contracts';
import { REVIEWS_PAGE_LIMIT, type ReviewSort } from '@shop/contracts/src/review/review-constants';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { StructuredData, useSiteOrigin } from '../../../lib/head';
import { useListProductReviewsQuery, type ProductReviews } from '../api/reviews.api';
import { productReviewsRequest, readReviewView, REVIEW_PARAMS, withReviewView, type ReviewView } from '../model/review-query';
import { reviewStructuredData } from '../model/review-structured-data';
import { SORT_OPTIONS } from '../model/review-text';
import { reviewErrorMessage } from '../model/server-message';
import { ReviewCard } from './review-card';
import { ReviewPagination } from './review-pagination';
import { ReviewSummary } from './review-summary';
import { WriteReview } from './write-review';

export interface ReviewsSectionProps {
  product: ApiProduct;
  /** Starts the shop's sign-in (the app gives the account feature's): writing and voting need a shopper. */
  onSignIn: () => void;
  signingIn: boolean;
}

function ReviewControls({ view, onChange }: { view: ReviewView; onChange: (view: ReviewView) => void }) {
  const sortId = useId();
  return (
    <HStack gap="5" flexWrap="wrap" fontSize="sm">
      <Flex align="center" gap="2">
        <chakra.label htmlFor={sortId} color="fg.muted" whiteSpace="nowrap">
          Sort reviews
        </chakra.label>
        <NativeSelect.Root size="sm" width="11rem">
          <NativeSelect.Field id={sortId} value={view.sort} bg="bg.panel" onChange={(event) => onChange({ ...view, sort: event.currentTarget.value as ReviewSort, page: 1 })}>
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>
      <chakra.label display="inline-flex" alignItems="center" gap="2" cursor="pointer">
        <chakra.input type="checkbox" accentColor="brand.solid" boxSize="4" checked={view.withPhotos} onChange={(event) => onChange({ ...view, withPhotos: event.currentTarget.checked, page: 1 })} />
        With photos only
      </chakra.label>
    </HStack>
  );
}

/** Rich results: the product's rating and its approved reviews on this page, for search engines. */
function ReviewStructuredData({ product, reviews }: { product: ApiProduct; reviews: ProductReviews }) {
  const data = reviewStructuredData(product, reviews, useSiteOrigin());
  return data ? <StructuredData data={data} /> : null;
}

/**
 * The product page's customer reviews (issue 19): the summary and star histogram, writing a
 * review, and the approved reviews a page at a time in the order and filter the address names.
 */
export default function ReviewsSection({ product, onSignIn, signingIn }: ReviewsSectionProps) {
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const view = readReviewView(params);
  const { data, error, isLoading, isFetching, refetch } = useListProductReviewsQuery(productReviewsRequest(product.id, params));
  const totalPages = data ? Math.ceil(data.total / REVIEWS_PAGE_LIMIT.default) : 0;
  const changeView = (next: ReviewView) => setParams(withReviewView(params, next), { replace: true, preventScrollReset: true });

  return (
    <Box as="section" id="reviews" aria-labelledby={headingId} mt={{ base: '12', md: '16' }} scrollMarginTop="5rem">
      <Heading as="h2" id={headingId} fontSize={{ base: '2xl', md: '3xl' }} letterSpacing="tight" mb="6">
        Customer Reviews
      </Heading>
      {isLoading ? (
        <Stack gap="4" role="status" aria-label="Loading reviews">
          <Skeleton h="8rem" w={{ base: 'full', md: '20rem' }} />
          <Skeleton h="10rem" />
        </Stack>
      ) : error || !data ? (
        <Alert.Root status="warning" role="alert" borderRadius="l3">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Reviews could not be loaded.</Alert.Title>
            <Alert.Description>{reviewErrorMessage(error)}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" alignSelf="center" loading={isFetching} onClick={() => void refetch()}>
            Try again
          </Button>
        </Alert.Root>
      ) : (
        <Stack gap="8">
          <Flex gap={{ base: '6', md: '12' }} direction={{ base: 'column', md: 'row' }} alignItems={{ md: 'start' }}>
            <ReviewSummary summary={data.summary} />
            <Stack flex="1" gap="4">
              <WriteReview productId={product.id} orderNumber={params.get(REVIEW_PARAMS.order)} onSignIn={onSignIn} signingIn={signingIn} />
            </Stack>
          </Flex>
          {data.summary.count > 0 && (
            <Stack gap="0">
              <ReviewControls view={view} onChange={changeView} />
              <Stack as="ul" listStyleType="none" gap="0" mt="4" aria-busy={isFetching} aria-label="Reviews">
                {data.reviews.map((review) => (
                  <li key={review.id}>
                    <ReviewCard review={review} onSignIn={onSignIn} />
                  </li>
                ))}
              </Stack>
              {data.reviews.length === 0 && (
                <Text color="fg.muted" py="6">
                  {view.withPhotos ? 'No reviews with photos yet.' : 'No reviews on this page.'}
                </Text>
              )}
              <ReviewPagination page={view.page} totalPages={totalPages} hrefFor={(page) => `?${withReviewView(params, { ...view, page })}#reviews`} />
            </Stack>
          )}
          <ReviewStructuredData product={product} reviews={data} />
        </Stack>
      )}
    </Box>
  );
}
