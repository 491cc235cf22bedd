import { Alert, AspectRatio, Box, Button, Heading, Image, LinkBox, LinkOverlay, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { ButtonLink } from '../../../components/ui/button-link';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { paths } from '../../../lib/paths';
import type { Artwork } from '../model/artwork';

interface ArtworkResultCardProps {
  artwork: Artwork;
  /** Called when the shopper follows the card, so the dialog around it can close. */
  onOpen: () => void;
}

/** A compact card for a recommended or surprise artwork, linking to its product page. */
export function ArtworkResultCard({ artwork, onOpen }: ArtworkResultCardProps) {
  return (
    <LinkBox
      as="article"
      className="group"
      borderRadius="l2"
      overflow="hidden"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      transition="box-shadow 0.2s ease"
      _hover={{ boxShadow: 'md' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <AspectRatio ratio={4 / 5} bg="bg.muted" overflow="hidden">
        <Image asChild transition="transform 0.4s ease" _groupHover={{ transform: 'scale(1.04)' }}>
          <ResponsiveImage src={artwork.mainImage} media={artwork.media} sizes="(min-width: 48em) 12rem, 45vw" alt="" fit="cover" />
        </Image>
      </AspectRatio>
      <Stack gap="0.5" p="3">
        <Heading as="h3" fontSize="md" lineHeight="short" lineClamp={2}>
          <LinkOverlay asChild _focusVisible={{ outline: 'none' }}>
            <RouterLink to={paths.product.getHref(artwork.id, artwork.slug)} onClick={onOpen}>
              {artwork.title}
            </RouterLink>
          </LinkOverlay>
        </Heading>
        <Text fontSize="sm" color="fg.muted" lineClamp={1}>
          {artwork.artist}
        </Text>
        <Text fontSize="xs" color="brand.fg" letterSpacing="wide" lineClamp={1}>
          {artwork.style}
        </Text>
      </Stack>
    </LinkBox>
  );
}

interface ArtworkResultGridProps {
  artworks: readonly Artwork[];
  onOpen: () => void;
  label: string;
}

export function ArtworkResultGrid({ artworks, onOpen, label }: ArtworkResultGridProps) {
  return (
    <SimpleGrid as="ul" aria-label={label} listStyleType="none" columns={{ base: 2, md: 3, lg: 4 }} gap={{ base: '3', md: '4' }}>
      {artworks.map((artwork) => (
        <Box as="li" key={artwork.id}>
          <ArtworkResultCard artwork={artwork} onOpen={onOpen} />
        </Box>
      ))}
    </SimpleGrid>
  );
}

interface NothingToShowProps {
  message: string;
  onOpen: () => void;
}

/** The dialogs' empty state: the reason and a way on to the whole collection. */
export function NothingToShow({ message, onOpen }: NothingToShowProps) {
  return (
    <Stack align="center" textAlign="center" gap="5" py="10" px="4">
      <Text fontSize="lg" maxW="md">
        {message}
      </Text>
      <ButtonLink to={paths.allArt.getHref()} colorPalette="brand" rounded onClick={onOpen}>
        Browse All Art
        <LuArrowRight aria-hidden="true" />
      </ButtonLink>
    </Stack>
  );
}

interface ArtworksLoadErrorProps {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}

/** Shown when the artworks could not be fetched, with the server's answer and a way to ask again. */
export function ArtworksLoadError({ message, retrying, onRetry }: ArtworksLoadErrorProps) {
  return (
    <Alert.Root status="error" role="alert" borderRadius="l2">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>The artworks could not be loaded.</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" alignSelf="center" loading={retrying} onClick={onRetry}>
        Try again
      </Button>
    </Alert.Root>
  );
}

/** A spinner with a message, announced politely to screen readers. */
export function DialogLoading({ message }: { message: string }) {
  return (
    <Stack role="status" align="center" justify="center" gap="4" py="16" color="fg.muted">
      <Spinner size="lg" color="brand.solid" borderWidth="3px" />
      <Text>{message}</Text>
    </Stack>
  );
}
