import { Badge, Box, Button, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { StaffReview } from '@shop/contracts';
import { PHOTO_STATUS_LABELS } from '../model/review-labels';

type Photo = StaffReview['images'][number];

/** The smallest size still sharp in a thumbnail, else the full size. */
function thumbnailOf(photo: Photo): string {
  const fitting = [...photo.variants].sort((a, b) => a.width - b.width).find((variant) => variant.width >= 320);
  return fitting?.url ?? photo.url;
}

interface ReviewPhotosProps {
  review: StaffReview;
  /** A photo is being moderated: its buttons wait. */
  busy: boolean;
  onModerate: (photo: Photo, status: 'approved' | 'rejected') => void;
}

/** Each photo with its state; a rejected photo is never shown, whatever becomes of the review. */
export function ReviewPhotos({ review, busy, onModerate }: ReviewPhotosProps) {
  if (review.images.length === 0) return <Text color="fg.muted">No photos.</Text>;
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
      {review.images.map((photo, index) => (
        <Stack as="li" key={photo.id} gap="2">
          <Box asChild borderRadius="md" overflow="hidden" opacity={photo.status === 'rejected' ? 0.4 : 1}>
            <a href={photo.url} target="_blank" rel="noreferrer noopener">
              <Image src={thumbnailOf(photo)} alt={`Photo ${index + 1} of ${review.images.length}`} w="full" aspectRatio="4 / 3" objectFit="cover" />
            </a>
          </Box>
          <Badge alignSelf="start" colorPalette={photo.status === 'rejected' ? 'red' : photo.status === 'approved' ? 'green' : 'orange'}>
            {PHOTO_STATUS_LABELS[photo.status]}
          </Badge>
          {photo.status === 'rejected' ? (
            <Button size="xs" variant="outline" alignSelf="start" disabled={busy} onClick={() => onModerate(photo, 'approved')}>
              Approve photo
            </Button>
          ) : (
            <Button size="xs" variant="outline" colorPalette="red" alignSelf="start" disabled={busy} onClick={() => onModerate(photo, 'rejected')}>
              Reject photo
            </Button>
          )}
        </Stack>
      ))}
    </SimpleGrid>
  );
}
