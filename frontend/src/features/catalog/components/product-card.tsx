import { LuShoppingCart } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import type { ApiProduct } from '@shop/contracts';
import { DISCOUNT_PERCENT } from '@shop/contracts/src/money/price-rule-constants';
import { ButtonLink } from '../../../components/ui/button-link';
import { classNames } from '../../../components/ui/class-names';
import { ProductPrice } from '../../../components/ui/product-price';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import badgeStyles from '../../../components/ui/styles/badge.module.css';
import linkStyles from '../../../components/ui/styles/link.module.css';
import paletteStyles from '../../../components/ui/styles/palette.module.css';
import textStyles from '../../../components/ui/styles/text.module.css';
import { formatRupees } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { discountedPrice } from '../model/pricing';
import { useProductAction } from './product-action';
import styles from './product-card.module.css';

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
export function ProductCard({ product, priority = false, headingLevel: Heading = 'h3' }: ProductCardProps) {
  const href = paths.product.getHref(product.id, product.slug);
  const ProductAction = useProductAction();

  return (
    <article className={styles.card}>
      <div className={styles.picture}>
        <ResponsiveImage
          src={product.mainImage}
          media={product.media}
          sizes={CARD_IMAGE_SIZES}
          priority={priority}
          alt={`${product.title} by ${product.artist}`}
          fit="contain"
          className={styles.image}
          draggable={false}
        />
        <span className={classNames(badgeStyles.root, badgeStyles.solid, badgeStyles.sm, paletteStyles.red, styles.discount)}>
          {DISCOUNT_PERCENT}% OFF
        </span>
        {ProductAction && <ProductAction product={product} className={styles.action} />}
      </div>
      <div className={styles.body}>
        <Heading className={classNames(textStyles.heading, textStyles.lineClamp1, styles.title)}>
          {/* The whole card body opens the product; the buttons above keep their own actions. */}
          <RouterLink to={href} className={linkStyles.overlay}>
            {product.title}
          </RouterLink>
        </Heading>
        <p className={classNames(textStyles.muted, textStyles.lineClamp1, styles.artist)}>{product.artist}</p>
        <ProductPrice
          price={formatRupees(discountedPrice(product.basePrice), { paise: true })}
          originalPrice={formatRupees(product.basePrice, { paise: true })}
          className={styles.price}
        />
      </div>
      <div className={styles.footer}>
        <ButtonLink to={paths.product.getHref(product.id)} colorPalette="brand" fullWidth className={styles.addToCart}>
          <LuShoppingCart aria-hidden="true" />
          Add to Cart
        </ButtonLink>
      </div>
    </article>
  );
}
