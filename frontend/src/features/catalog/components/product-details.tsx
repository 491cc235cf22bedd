import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { LuPackageCheck, LuRotateCcw, LuTruck } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import type { ApiProduct } from '@shop/contracts';
import { DISCOUNT_PERCENT } from '@shop/contracts/src/money/price-rule-constants';
import { classNames } from '../../../components/ui/class-names';
import { LoadErrorAlert } from '../../../components/ui/load-error-alert';
import { ProductPrice } from '../../../components/ui/product-price';
import { Skeleton, SkeletonText } from '../../../components/ui/skeleton';
import badgeStyles from '../../../components/ui/styles/badge.module.css';
import paletteStyles from '../../../components/ui/styles/palette.module.css';
import textStyles from '../../../components/ui/styles/text.module.css';
import { apiErrorMessage, type ShopApiError } from '../../../lib/api/base-query';
import { useGetProductQuery } from '../../../lib/api/products.api';
import { HydrateWhenVisible } from '../../../lib/hydration/hydrate-when-visible';
import { formatRupees } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { useGetCategoriesQuery } from '../api/categories.api';
import { collectionTitle } from '../model/collection';
import { roundedDiscountedPrice } from '../model/pricing';
import { parseProductId } from '../model/product-id';
import { CatalogBreadcrumb, type BreadcrumbStep } from './catalog-breadcrumb';
import { useProductAction } from './product-action';
import styles from './product-details.module.css';
import { ProductGallery } from './product-gallery';
import { ProductHead } from './product-head';
import { ProductNotFound } from './product-not-found';
import { RelatedProducts } from './related-products';

/** Delivery promises of spec section 9, shown beside every product. */
const deliveryNotes = [
  { icon: LuTruck, text: 'Free shipping within India' },
  { icon: LuPackageCheck, text: 'Ships in 3-5 business days' },
  { icon: LuRotateCcw, text: '30-day returns' },
] as const;

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function DeliveryNotes() {
  return (
    // role="list" keeps the list a list to Safari's VoiceOver, which drops it from an unmarked list.
    <ul role="list" aria-label="Shipping and returns" className={styles.deliveryNotes}>
      {deliveryNotes.map(({ icon: Icon, text }) => (
        <li key={text} className={styles.deliveryNote}>
          <div aria-hidden="true" className={styles.deliveryIcon}>
            <Icon />
          </div>
          {text}
        </li>
      ))}
    </ul>
  );
}

const detailsTabs = [
  { value: 'details', label: 'Details' },
  { value: 'shipping', label: 'Shipping & Returns' },
] as const;

type DetailsTab = (typeof detailsTabs)[number]['value'];

/** Where an arrow, Home or End key moves from tab `index` of `count` (WAI-ARIA's tabs pattern); the ends wrap round. */
function nextTabIndex(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

function DetailsTabs({ product }: { product: ApiProduct }) {
  const id = useId();
  const [selected, setSelected] = useState<DetailsTab>('details');
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const details: Array<[string, string]> = [
    ['Artist', product.artist],
    ['Year', product.year],
    ['Style', product.style],
    ['Orientation', capitalise(product.orientation)],
    ['Medium options', product.availableMediums.join(', ')],
  ];
  if (product.returnsPolicy) details.push(['Returns policy', product.returnsPolicy]);

  // A key selects the tab it moves to, as a click would (automatic activation).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabRefs.current.indexOf(event.target as HTMLButtonElement);
    const next = index < 0 ? undefined : nextTabIndex(event.key, index, detailsTabs.length);
    if (next === undefined) return;
    event.preventDefault();
    setSelected(detailsTabs[next].value);
    tabRefs.current[next]?.focus();
  };
  const tabId = (value: DetailsTab) => `${id}-tab-${value}`;
  const panelId = (value: DetailsTab) => `${id}-panel-${value}`;
  const panel = (value: DetailsTab) => ({
    role: 'tabpanel',
    id: panelId(value),
    'aria-labelledby': tabId(value),
    tabIndex: 0,
    hidden: selected !== value,
    className: styles.tabPanel,
  });

  return (
    <div className={classNames(paletteStyles.brand, styles.tabs)}>
      <div role="tablist" aria-orientation="horizontal" className={styles.tabList} onKeyDown={onKeyDown}>
        {detailsTabs.map(({ value, label }, index) => (
          <button
            key={value}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(value)}
            aria-selected={selected === value}
            aria-controls={panelId(value)}
            tabIndex={selected === value ? 0 : -1}
            onClick={() => setSelected(value)}
            className={styles.tab}
          >
            {label}
          </button>
        ))}
      </div>
      <div {...panel('details')}>
        <dl className={styles.dataList}>
          {details
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label} className={styles.dataItem}>
                <dt className={styles.dataLabel}>{label}</dt>
                <dd className={styles.dataValue}>{value}</dd>
              </div>
            ))}
        </dl>
      </div>
      <div {...panel('shipping')}>
        <div className={styles.shipping}>
          <DeliveryNotes />
          <p className={textStyles.muted}>
            Read the full{' '}
            <RouterLink to={paths.shipping.getHref()} className={styles.policyLink}>
              shipping policy
            </RouterLink>{' '}
            and{' '}
            <RouterLink to={paths.refundAndReturns.getHref()} className={styles.policyLink}>
              returns and refunds policy
            </RouterLink>
            .
          </p>
        </div>
      </div>
    </div>
  );
}

function ProductBreadcrumb({ product }: { product: ApiProduct }) {
  const { data: categories } = useGetCategoriesQuery();
  const category = categories?.find(({ id }) => id === product.categoryId);
  const steps: BreadcrumbStep[] = [{ label: 'Home', to: paths.home.getHref() }];
  if (category) steps.push({ label: collectionTitle(category.name, category), to: paths.collection.getHref(category.name) });
  steps.push({ label: product.title });
  return (
    <>
      <ProductHead product={product} category={category} />
      <CatalogBreadcrumb steps={steps} />
    </>
  );
}

function ProductDetailsSkeleton() {
  return (
    <div role="status" aria-label="Loading product" className={styles.columns}>
      <Skeleton className={styles.pictureSkeleton} />
      <div className={styles.summary}>
        <Skeleton className={styles.titleSkeleton} />
        <Skeleton className={styles.priceSkeleton} />
        <SkeletonText lines={5} />
      </div>
    </div>
  );
}

function isMissing(error: unknown): boolean {
  const status = (error as Partial<ShopApiError> | undefined)?.status;
  // 400 is the gateway refusing an id that is not a number; to a shopper that product does not exist either.
  return status === 404 || status === 400;
}

interface ProductDetailsProps {
  /** The id segment of the path, as typed. */
  idSegment: string | undefined;
  /**
   * The price under the title. Without it the page shows the base configuration's price;
   * the purchase flow replaces it with the live price of the configured print.
   */
  renderPrice?: (product: ApiProduct) => ReactNode;
  /** Where the options (size, medium, frame), preview and Add to Cart of the purchase flow go. */
  renderPurchasePanel?: (product: ApiProduct) => ReactNode;
  /** What follows the details, before the related artworks: the product's customer reviews. */
  renderReviews?: (product: ApiProduct) => ReactNode;
}

/** The product page's browsing parts (spec section 2): breadcrumb, gallery, price, details and related artworks. */
export function ProductDetails({ idSegment, renderPrice, renderPurchasePanel, renderReviews }: ProductDetailsProps) {
  const id = parseProductId(idSegment);
  const { data: product, error, isLoading, isFetching, refetch } = useGetProductQuery(id ?? 0, { skip: id === undefined });
  const ProductAction = useProductAction();

  if (id === undefined || isMissing(error)) return <ProductNotFound />;

  return (
    <div className={styles.page}>
      {isLoading ? (
        <ProductDetailsSkeleton />
      ) : error || !product ? (
        <LoadErrorAlert title="This product could not be loaded." message={apiErrorMessage(error)} retrying={isFetching} onRetry={() => void refetch()} />
      ) : (
        <>
          <ProductBreadcrumb product={product} />
          <div className={styles.columns}>
            <ProductGallery product={product} />
            <div className={styles.summary}>
              <div className={styles.titleRow}>
                <div className={styles.titleBlock}>
                  <h1 className={classNames(textStyles.heading, styles.title)}>{product.title}</h1>
                  <p className={textStyles.muted}>by {product.artist}</p>
                </div>
                {ProductAction && <ProductAction product={product} size="md" variant="outline" className={styles.productAction} />}
              </div>
              {renderPrice ? (
                renderPrice(product)
              ) : (
                <div className={styles.basePrice}>
                  <ProductPrice
                    price={formatRupees(roundedDiscountedPrice(product.basePrice))}
                    originalPrice={formatRupees(product.basePrice)}
                    size="lg"
                  />
                  <span className={classNames(badgeStyles.root, badgeStyles.solid, badgeStyles.sm, paletteStyles.red)}>
                    {DISCOUNT_PERCENT}% OFF
                  </span>
                </div>
              )}
              <p className={styles.description}>{product.description}</p>
              {renderPurchasePanel?.(product)}
              <div className={styles.deliveryBox}>
                <HydrateWhenVisible section={DeliveryNotes} />
              </div>
              {/* Hydrated with the page: a tab's arrow keys work the moment a shopper's focus reaches it. */}
              <DetailsTabs product={product} />
            </div>
          </div>
          {renderReviews?.(product)}
          <HydrateWhenVisible section={RelatedProducts} productId={product.id} />
        </>
      )}
    </div>
  );
}
