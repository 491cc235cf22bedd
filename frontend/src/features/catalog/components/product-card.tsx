import { AspectRatio, Badge, Box, Card, Heading, LinkOverlay, Text } from '@chakra-ui/react';
import { LuShoppingCart } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import type { ApiProduct } from '@shop/contracts';
import { ButtonLink } from '../../../components/ui/button-link';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { ProductPrice } from '../../../components/ui/product-price';
import { formatRupees } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { discountedPrice } from '../model/pricing';
import { useProductAction } from './product-action';
import { DISCOUNT_PERCENT } from '@shop/contracts/src/money/price-rule-constants';

/** How wide a card is drawn: one column on phones, two from the small breakpoint, up to four on desktops. */
const CARD_IMAGE_SIZES = '(min-width: 80rem) 320px, (min-width: 62rem) 33vw, (min-width: 30rem) 50vw, 100vw';

interface ProductCardProps {
  product: ApiProduct;
  /** The card is above the fold: its image loads at once. */
  priority?: boolean;
  /** The title's heading level: one below the heading of the section the card sits in. */
  headingLevel?: 'h2' | 'h3';
}

/** An artwork in a grid: image, title, discounted and original price, wishlist heart and Add to Cart. */
export function ProductCard({ product, priority = false, headingLevel = 'h3' }: ProductCardProps) {
  const href = paths.product.getHref(product.id, product.slug);
  const ProductAction = useProductAction();

  return (
    <Card.Root as="article" overflow="hidden" variant="elevated" bg="bg.panel" className="group" h="full">
      <Box position="relative" bg="bg.subtle">
        <AspectRatio ratio={1}>
          <ResponsiveImage
            src={product.mainImage}
            media={product.media}
            sizes={CARD_IMAGE_SIZES}
            priority={priority}
            alt={`${product.title} by ${product.artist}`}
            objectFit="contain"
            p={{ base: '5', md: '6' }}
            transition="transform 0.5s ease"
            _groupHover={{ transform: 'scale(1.03)' }}
            draggable={false}
          />
        </AspectRatio>
        <Badge position="absolute" top="3" left="3" colorPalette="red" variant="solid" size="sm" zIndex="1">
          {DISCOUNT_PERCENT}% OFF
        </Badge>
        {ProductAction && <ProductAction product={product} position="absolute" top="2" right="2" zIndex="1" />}
      </Box>
      <Card.Body gap="1.5" p="4">
        <Heading as={headingLevel} fontSize="lg" fontWeight="semibold" lineClamp={1}>
          {/* The whole card body opens the product; the buttons above keep their own actions. */}
          <LinkOverlay asChild>
            <RouterLink to={href}>{product.title}</RouterLink>
          </LinkOverlay>
        </Heading>
        <Text fontSize="sm" color="fg.muted" lineClamp={1}>
          {product.artist}
        </Text>
        <ProductPrice
          price={formatRupees(discountedPrice(product.basePrice), { paise: true })}
          originalPrice={formatRupees(product.basePrice, { paise: true })}
          pt="1"
        />
      </Card.Body>
      <Card.Footer p="4" pt="0">
        <ButtonLink to={paths.product.getHref(product.id)} colorPalette="brand" w="full" position="relative" zIndex="1">
          <LuShoppingCart aria-hidden="true" />
          Add to Cart
        </ButtonLink>
      </Card.Footer>
    </Card.Root>
  );
}
