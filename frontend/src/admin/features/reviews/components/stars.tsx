import { Text, type TextProps } from '@chakra-ui/react';
import { starsLabel, starsText } from '../model/review-labels';

/** A review's rating as stars for the eye and "4 out of 5 stars" for everyone else. */
export function Stars({ rating, ...props }: { rating: number } & TextProps) {
  return (
    <Text as="span" role="img" aria-label={starsLabel(rating)} color="orange.500" letterSpacing="wider" whiteSpace="nowrap" {...props}>
      {starsText(rating)}
    </Text>
  );
}
