import { AspectRatio, Box, Card, Heading, HStack, IconButton, Image, Text } from '@chakra-ui/react';
import { LuTrash2 } from 'react-icons/lu';
import { ButtonLink } from '../../../components/ui/button-link';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { formatRupees } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import type { WishlistEntry } from '../api/wishlist.api';

/** How wide a card is drawn, so the browser picks the right copy of the image. */
const CARD_IMAGE_SIZES = '(min-width: 80rem) 320px, (min-width: 62rem) 33vw, (min-width: 30rem) 50vw, 100vw';

interface WishlistItemCardProps {
  entry: WishlistEntry;
  onRemove: (entry: WishlistEntry) => void;
  removing: boolean;
}

/** A saved artwork (spec section 2): image, title, base price, View Details and a remove button. */
export function WishlistItemCard({ entry, onRemove, removing }: WishlistItemCardProps) {
  return (
    <Card.Root as="article" overflow="hidden" variant="elevated" bg="bg.panel" h="full">
      <Box bg="bg.subtle">
        <AspectRatio ratio={1}>
          <Image asChild p={{ base: '5', md: '6' }}>
            <ResponsiveImage src={entry.mainImage} media={{}} sizes={CARD_IMAGE_SIZES} alt={entry.title} fit="contain" draggable={false} />
          </Image>
        </AspectRatio>
      </Box>
      <Card.Body gap="1.5" p="4">
        <Heading as="h2" fontSize="lg" fontWeight="semibold" lineClamp={1}>
          {entry.title}
        </Heading>
        <Text fontWeight="semibold">{formatRupees(entry.basePrice, { paise: true })}</Text>
      </Card.Body>
      <Card.Footer p="4" pt="0">
        <HStack gap="2" w="full">
          <Box asChild flex="1">
            <ButtonLink to={paths.product.getHref(entry.id)} colorPalette="brand">
              View Details
            </ButtonLink>
          </Box>
          <IconButton
            aria-label={`Remove ${entry.title} from wishlist`}
            variant="outline"
            colorPalette="red"
            loading={removing}
            onClick={() => onRemove(entry)}
          >
            <LuTrash2 />
          </IconButton>
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}
