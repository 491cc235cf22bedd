import { useParams } from 'react-router';
import { addToCart, MAX_LINE_QUANTITY } from '../../features/cart/model/cart-storage';
import { ProductDetails } from '../../features/catalog/components/product-details';
import { ConfiguredPrice } from '../../features/product/components/configured-price';
import { PrintConfigurationProvider } from '../../features/product/components/print-configuration';
import { PrintConfigurator } from '../../features/product/components/print-configurator';

/**
 * /product/{id} and /product/{id}/{slug}: the catalog's product details with the print
 * configurator in its purchase slot, adding to the browser cart.
 */
export default function ProductPage() {
  const { id } = useParams();
  return (
    // Keyed by id: another product opens with its own defaults and a fresh first price.
    <PrintConfigurationProvider key={id}>
      <ProductDetails
        idSegment={id}
        renderPrice={(product) => <ConfiguredPrice product={product} />}
        renderPurchasePanel={(product) => (
          <PrintConfigurator product={product} onAddToCart={(print) => addToCart(print)} maxQuantity={MAX_LINE_QUANTITY} />
        )}
      />
    </PrintConfigurationProvider>
  );
}
