import { chakra, HStack, Icon, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';
import { LuStar } from 'react-icons/lu';
import { starsLabel } from '../model/review-text';

interface RatingPickerProps {
  /** 0 when none is chosen yet. */
  value: number;
  onChange: (rating: number) => void;
  error?: string;
}

/** Five stars as radio buttons named "rating" ("1 star" … "5 stars"): arrow keys move between them as in any radio group. */
export function RatingPicker({ value, onChange, error }: RatingPickerProps) {
  const labelId = useId();
  const errorId = useId();
  return (
    <Stack gap="1.5">
      <Text id={labelId} fontWeight="medium" textStyle="sm">
        Rating
      </Text>
      <HStack role="radiogroup" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined} gap="1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <chakra.label key={stars} cursor="pointer" color={stars <= value ? 'orange.400' : 'fg.subtle'} borderRadius="l1" _focusWithin={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}>
            <VisuallyHidden asChild>
              <input type="radio" name="rating" value={stars} checked={value === stars} onChange={() => onChange(stars)} />
            </VisuallyHidden>
            <Icon as={LuStar} boxSize="7" fill={stars <= value ? 'currentColor' : 'none'} aria-hidden="true" />
            <VisuallyHidden>{starsLabel(stars)}</VisuallyHidden>
          </chakra.label>
        ))}
      </HStack>
      {error && (
        <Text id={errorId} textStyle="sm" color="fg.error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
