import { HStack, Icon, type StackProps } from '@chakra-ui/react';
import { LuStar } from 'react-icons/lu';
import { ratingLabel } from '../model/review-text';

interface StarRatingProps extends StackProps {
  /** Whole stars from 1 to 5. */
  rating: number;
}

/** A review's stars, read out as "4 out of 5 stars". */
export function StarRating({ rating, ...props }: StarRatingProps) {
  return (
    <HStack role="img" aria-label={ratingLabel(rating)} gap="0.5" color="orange.400" {...props}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Icon key={star} as={LuStar} boxSize="4" fill={star <= rating ? 'currentColor' : 'none'} aria-hidden="true" />
      ))}
    </HStack>
  );
}
