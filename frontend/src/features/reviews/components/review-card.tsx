import { Badge, Box, Heading, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { VERIFIED_PURCHASE_LABEL } from '@shop/contracts/src/review/review-constants';
import { LuBadgeCheck } from 'react-icons/lu';
import { formatLongDate } from '../../../lib/dates';
import type { PublicReview } from '../api/reviews.api';
import { photoAlt } from '../model/review-text';
import { HelpfulButton } from './helpful-button';
import { StarRating } from './star-rating';

function ReviewPhotos({ review }: { review: PublicReview }) {
  if (review.images.length === 0) return null;
  return (
    <HStack as="ul" listStyleType="none" gap="2" flexWrap="wrap" aria-label={`Photos in ${review.customerName}'s review`}>
      {review.images.map((photo) => (
        <li key={photo.id}>
          <Link href={photo.url} target="_blank" rel="noopener" display="block" borderRadius="l2" overflow="hidden">
            <Image
              src={photo.url}
              srcSet={photo.variants.map(({ url, width }) => `${url} ${width}w`).join(', ') || undefined}
              sizes="6rem"
              alt={photoAlt(review.customerName)}
              boxSize="24"
              objectFit="cover"
              loading="lazy"
              decoding="async"
            />
          </Link>
        </li>
      ))}
    </HStack>
  );
}

interface ReviewCardProps {
  review: PublicReview;
  onSignIn: () => void;
}

/** One approved review. Every field a shopper typed is rendered as text, never as markup. */
export function ReviewCard({ review, onSignIn }: ReviewCardProps) {
  const headingId = `review-${review.id}`;
  return (
    <Stack as="article" aria-labelledby={headingId} gap="3" py="6" borderTopWidth="1px" borderColor="border">
      <HStack gap="3" flexWrap="wrap">
        <StarRating rating={review.rating} />
        <Heading as="h3" id={headingId} fontSize="md">
          {review.title}
        </Heading>
      </HStack>
      <HStack gap="2" fontSize="sm" color="fg.muted" flexWrap="wrap">
        <Text as="span" fontWeight="medium" color="fg">
          {review.customerName}
        </Text>
        <Text as="span">{formatLongDate(review.createdAt)}</Text>
        {review.isVerifiedPurchase && (
          <Badge colorPalette="green" variant="subtle">
            <LuBadgeCheck aria-hidden="true" />
            {VERIFIED_PURCHASE_LABEL}
          </Badge>
        )}
      </HStack>
      <Text whiteSpace="pre-line" lineHeight="tall">
        {review.content}
      </Text>
      <ReviewPhotos review={review} />
      {review.reply && (
        <Box role="note" aria-label="Reply from the shop" bg="bg.muted" borderRadius="l2" p="4" fontSize="sm">
          <Text fontWeight="semibold" mb="1">
            Reply from the shop
          </Text>
          <Text whiteSpace="pre-line">{review.reply.content}</Text>
        </Box>
      )}
      <HelpfulButton reviewId={review.id} votes={review.helpfulVotes} onSignIn={onSignIn} />
    </Stack>
  );
}
