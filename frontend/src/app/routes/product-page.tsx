import { lazy, useCallback } from 'react';
import { useParams } from 'react-router';
import { useGoogleSignIn } from '../../features/account/hooks/use-google-sign-in';
import { addToCart, MAX_LINE_QUANTITY } from '../../features/cart/model/cart-storage';
import { ProductDetails } from '../../features/catalog/components/product-details';
import { CheckDelivery } from '../../features/delivery/components/check-delivery';
import { ConfiguredPrice } from '../../features/product/components/configured-price';
import { PrintConfigurationProvider } from '../../features/product/components/print-configuration';
import { PrintConfigurator, type ConfiguredPrint } from '../../features/product/components/print-configurator';
import { HydrateWhenVisible } from '../../lib/hydration/hydrate-when-visible';

// The reviews come below the fold: their code loads after the product's, not before it renders.
const ReviewsSection = lazy(() => import('../../features/reviews/components/reviews-section'));

const addPrintToCart = (print: ConfiguredPrint) => void addToCart(print);

/**
 * /product/{id} and /product/{id}/{slug}: the catalog's product details with the print
 * configurator in its purchase slot, adding to the browser cart, and the customer reviews
 * below, which sign in with the account feature's Google sign-in.
 */
export default function ProductPage() {
  const { id } = useParams();
  const { signIn, signingIn } = useGoogleSignIn();
  const onSignIn = useCallback(() => void signIn(), [signIn]);
  // Below the picture and the price on a phone, the purchase panel and the reviews hydrate as they come into view.
  return (
    // Keyed by id: another product opens with its own defaults and a fresh first price.
    <PrintConfigurationProvider key={id}>
      <ProductDetails
        idSegment={id}
        renderPrice={(product) => <ConfiguredPrice product={product} />}
        renderPurchasePanel={(product) => (
          <>
            <HydrateWhenVisible section={PrintConfigurator} product={product} onAddToCart={addPrintToCart} maxQuantity={MAX_LINE_QUANTITY} />
            <HydrateWhenVisible section={CheckDelivery} />
          </>
        )}
        renderReviews={(product) => <HydrateWhenVisible section={ReviewsSection} product={product} onSignIn={onSignIn} signingIn={signingIn} />}
      />
    </PrintConfigurationProvider>
  );
}
