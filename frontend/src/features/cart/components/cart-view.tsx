import { Alert, Box, Button, Container, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import { LuPackageSearch, LuTrash2 } from 'react-icons/lu';
import type { ApiCartSummary } from '@shop/contracts';
import { AppLink } from '../../../components/ui/app-link';
import { apiErrorMessage } from '../../../lib/api/base-query';
import { paths } from '../../../lib/paths';
import { useCartLines } from '../hooks/use-cart-lines';
import { useCartPricing } from '../hooks/use-cart-pricing';
import { useLineLocks } from '../hooks/use-line-locks';
import type { CartProduct } from '../model/cart-product';
import { cartLineKey, cartQuantity, clearCart, removeFromCart, setLineQuantity, type CartLine } from '../model/cart-storage';
import { CartLineItem } from './cart-line-item';
import { EmptyCart } from './empty-cart';
import { OrderSummary } from './order-summary';

/** A cart line as checkout receives it: the stored line and what the catalog says of its artwork. */
export interface CheckoutLine extends CartLine {
  productTitle: string;
  internalImageName: string;
}

/** What checkout receives from the cart. */
export interface CheckoutCart {
  lines: readonly CheckoutLine[];
  summary: ApiCartSummary;
  /** The summary is the local estimate, not the server's. */
  estimated: boolean;
}

interface CartViewProps {
  /**
   * The shipping form and payment choice (spec section 2), shown below the order summary once
   * the cart has a summary and every artwork in it is known to the catalog (an order line
   * names its artwork).
   */
  renderCheckout?: (cart: CheckoutCart) => ReactNode;
}

/** The lines with their artworks' titles, or undefined while any artwork is unknown. */
function checkoutLines(lines: readonly CartLine[], products: ReadonlyMap<number, CartProduct> | undefined): CheckoutLine[] | undefined {
  if (!products) return undefined;
  const known: CheckoutLine[] = [];
  for (const line of lines) {
    const product = products.get(line.productId);
    if (!product) return undefined;
    known.push({ ...line, productTitle: product.title, internalImageName: product.internalImageName });
  }
  return known;
}

function FilledCart({ lines, renderCheckout }: { lines: readonly CartLine[] } & CartViewProps) {
  const pricing = useCartPricing(lines);
  const locks = useLineLocks();
  const itemCount = cartQuantity(lines);
  const productsState = pricing.productsLoading ? 'loading' : pricing.productsError ? 'failed' : 'loaded';
  const checkout = useMemo(() => checkoutLines(lines, pricing.products), [lines, pricing.products]);

  const changeQuantity = (line: CartLine, quantity: number) => {
    locks.lock(cartLineKey(line));
    setLineQuantity(line, quantity);
  };

  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <Flex justify="space-between" align={{ base: 'start', sm: 'end' }} direction={{ base: 'column', sm: 'row' }} gap="4">
        <Stack gap="1">
          <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} letterSpacing="tight">
            Shopping Cart
          </Heading>
          <Text color="fg.muted">{itemCount === 1 ? '1 item' : `${itemCount} items`}</Text>
        </Stack>
        <Button variant="outline" colorPalette="red" size="sm" onClick={() => clearCart()}>
          <LuTrash2 aria-hidden="true" />
          Clear Cart
        </Button>
      </Flex>

      {/* The summary comes before the form on a phone, so the total is read before ordering; from
          large screens it stays in view beside the lines and the form. */}
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 24rem' }}
        templateAreas={{ base: '"lines" "summary" "checkout"', lg: '"lines summary" "checkout summary"' }}
        columnGap="12"
        rowGap="8"
        alignItems="start"
      >
        <Stack gap="6" gridArea="lines">
          {pricing.productsError !== undefined && (
            <Alert.Root status="warning" borderRadius="l3">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>The artworks in your cart could not be loaded.</Alert.Title>
                <Alert.Description>{apiErrorMessage(pricing.productsError)}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <Box as="ul" aria-label="Cart items" borderTopWidth="1px" borderColor="border" m="0" p="0">
            {lines.map((line) => {
              const key = cartLineKey(line);
              return (
                <CartLineItem
                  key={key}
                  line={line}
                  product={pricing.products?.get(line.productId)}
                  products={productsState}
                  unitPrice={pricing.unitPrice(line)}
                  locked={locks.isLocked(key)}
                  onQuantityChange={(quantity) => changeQuantity(line, quantity)}
                  onRemove={() => removeFromCart(line)}
                />
              );
            })}
          </Box>
          <AppLink to={paths.trackOrder.getHref()} display="inline-flex" alignItems="center" gap="2" color="brand.fg" fontWeight="medium">
            <LuPackageSearch aria-hidden="true" />
            Already ordered? Track your order
          </AppLink>
        </Stack>

        <Box gridArea="summary" position={{ lg: 'sticky' }} top={{ lg: '24' }}>
          <OrderSummary summary={pricing.summary} estimated={pricing.estimated} updating={pricing.updating} />
        </Box>

        {renderCheckout && (
          <Box gridArea="checkout">
            {checkout && pricing.summary ? (
              renderCheckout({ lines: checkout, summary: pricing.summary, estimated: pricing.estimated })
            ) : (
              pricing.products &&
              !checkout && (
                <Text color="fg.muted">Remove the artworks that are no longer available to check out.</Text>
              )
            )}
          </Box>
        )}
      </Grid>
    </Stack>
  );
}

/** The cart page (spec section 2): the browser cart's lines and the order summary, or the empty state. */
export function CartView({ renderCheckout }: CartViewProps) {
  const lines = useCartLines();
  return (
    <Container maxW="7xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      {lines.length === 0 ? <EmptyCart /> : <FilledCart lines={lines} renderCheckout={renderCheckout} />}
    </Container>
  );
}
