import { Box, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { ProductReviews } from '../api/reviews.api';
import { averageLabel, basedOnLabel, starsLabel } from '../model/review-text';
import { StarRating } from './star-rating';

/** The average, the count and how many gave each star, 5 first. */
export function ReviewSummary({ summary }: { summary: ProductReviews['summary'] }) {
  if (summary.count === 0) {
    return <Text color="fg.muted">No reviews yet. Be the first to review this print.</Text>;
  }
  return (
    <Stack gap="4" minW={{ md: '18rem' }}>
      <Stack gap="1">
        <HStack gap="3">
          <Text fontSize="2xl" fontWeight="semibold">
            {averageLabel(summary.average)}
          </Text>
          <StarRating rating={Math.round(summary.average)} />
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          {basedOnLabel(summary.count)}
        </Text>
      </Stack>
      <List.Root as="ul" listStyleType="none" gap="1.5" aria-label="Ratings breakdown" fontSize="sm">
        {summary.histogram.map(({ stars, count }) => (
          <List.Item key={stars} display="flex" alignItems="center" gap="2">
            <Text as="span" minW="4.5rem">
              {starsLabel(stars)}
            </Text>{' '}
            <Box flex="1" h="2" bg="bg.muted" borderRadius="full" overflow="hidden" aria-hidden="true">
              <Box h="full" bg="orange.400" width={`${(count / summary.count) * 100}%`} />
            </Box>
            <Text as="span" minW="2rem" textAlign="end" color="fg.muted">
              {count}
            </Text>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
