import type { ApiCategory, ApiProduct } from '@shop/contracts';
import { productNodeId, StructuredData, usePageHead, useSiteOrigin } from '../../../lib/head';
import { paths } from '../../../lib/paths';
import { collectionTitle } from '../model/collection';
import { roundedDiscountedPrice } from '../model/pricing';

const DESCRIPTION_LENGTH = 160;

/** A description for previews and search results: the product's own, cut at a word near 160 characters. */
export function shortDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_LENGTH) return flat;
  const cut = flat.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_LENGTH / 2))}…`;
}

/**
 * The product page's title, preview tags (its picture by absolute URL and its price in INR) and
 * schema.org blocks: the Product with its Offer, and the breadcrumb to it.
 */
export function ProductHead({ product, category }: { product: ApiProduct; category: ApiCategory | undefined }) {
  const origin = useSiteOrigin();
  const path = paths.product.getHref(product.id, product.slug);
  const url = `${origin}${path}`;
  const price = roundedDiscountedPrice(product.basePrice);
  const size = product.media[product.mainImage];
  usePageHead({
    title: `${product.title} by ${product.artist}`,
    description: shortDescription(product.description),
    path,
    type: 'product',
    image: { url: product.mainImage, alt: product.title, width: size?.width, height: size?.height },
    price: { amount: price, currency: 'INR' },
  });

  const breadcrumb = [{ name: 'Home', url: `${origin}${paths.home.getHref()}` }];
  if (category) breadcrumb.push({ name: collectionTitle(category.name, category), url: `${origin}${paths.collection.getHref(category.name)}` });
  breadcrumb.push({ name: product.title, url });

  return (
    <StructuredData
      data={{
        '@context': 'https://schema.org',
        '@graph': [
          {
            '@type': 'Product',
            '@id': productNodeId(url),
            name: product.title,
            sku: product.uniqueProduct,
            description: product.description,
            image: [product.mainImage, ...product.images].map((image) => new URL(image, origin).href),
            brand: { '@type': 'Brand', name: product.artist },
            url,
            offers: {
              '@type': 'Offer',
              url,
              price: price.toFixed(2),
              priceCurrency: 'INR',
              availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
              itemCondition: 'https://schema.org/NewCondition',
              areaServed: 'IN',
            },
          },
          {
            '@type': 'BreadcrumbList',
            itemListElement: breadcrumb.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: step.url })),
          },
        ],
      }}
    />
  );
}
