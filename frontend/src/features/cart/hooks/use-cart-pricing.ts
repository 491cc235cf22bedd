import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo } from 'react';
import type { ApiCartSummary, ApiPricedLine } from '@shop/contracts';
import { toast } from '../../../components/ui/toast-store';
import { useGetProductsByIdsQuery } from '../../../lib/api/products.api';
import { useGetCartSummaryQuery } from '../api/cart.api';
import type { CartProduct } from '../model/cart-product';
import type { CartLine } from '../model/cart-storage';
import { cartSummaryItems, localCartSummary } from '../model/cart-summary';

/** Identifies a priced line by what the server echoes back: product, size, medium and frame. */
function pricingKey(productId: number | null, size: string, medium: string, frame: string): string {
  return JSON.stringify([productId, size.toUpperCase().replace(/\s+/g, ''), medium, frame]);
}

export interface CartPricing {
  /** The cart's products by id, once loaded. */
  products: ReadonlyMap<number, CartProduct> | undefined;
  productsLoading: boolean;
  productsError: unknown;
  /** Undefined until the first summary (or its fallback) is known. */
  summary: ApiCartSummary | undefined;
  /** The summary is the local estimate because the server could not price the cart. */
  estimated: boolean;
  /** A newer summary is on its way; the one shown is for the cart as it was. */
  updating: boolean;
  /** Rupees for one item of `line`: the server's price when it has answered, else the stored one. */
  unitPrice: (line: CartLine) => number;
}

/** The cart's distinct product ids in ascending order, so the same products make the same request. */
function cartProductIds(lines: readonly CartLine[]): number[] {
  return [...new Set(lines.map((line) => line.productId))].sort((a, b) => a - b);
}

const NO_PRODUCTS: ReadonlyMap<number, CartProduct> = new Map();

/**
 * Prices the cart: the titles and images of the cart's products from the catalog, and the order summary
 * from `POST /api/cart/dynamic-summary`. When that cannot be had (the products or the summary
 * fail to load, or a product no longer exists) the spec's local summary is shown instead, with
 * the notice 'Unable to calculate total'.
 */
export function useCartPricing(lines: readonly CartLine[]): CartPricing {
  const ids = useMemo(() => cartProductIds(lines), [lines]);
  const productsQuery = useGetProductsByIdsQuery(ids.length > 0 ? ids : skipToken);
  // After a line is removed the previous answer still holds every product left, so it serves until the new one.
  const loaded = productsQuery.data;
  const products = useMemo(
    () => (ids.length === 0 ? NO_PRODUCTS : loaded ? new Map(loaded.map((product) => [product.id, product])) : undefined),
    [ids.length, loaded],
  );
  const allKnown = products !== undefined && lines.every((line) => products.has(line.productId));
  const items = useMemo(
    () => (products && allKnown ? cartSummaryItems(lines, (id) => products.get(id)?.title ?? '') : undefined),
    [products, allKnown, lines],
  );
  const summaryQuery = useGetCartSummaryQuery(items ?? skipToken);

  const summaryRefused = summaryQuery.currentData !== undefined && !summaryQuery.currentData.success;
  const failure: string | undefined = productsQuery.isError
    ? `products:${productsQuery.requestId}`
    : products && !allKnown && !productsQuery.isFetching
      ? 'unknown-product'
      : summaryQuery.isError || summaryRefused
        ? `summary:${summaryQuery.requestId}`
        : undefined;

  useEffect(() => {
    if (failure) {
      toast({ title: 'Unable to calculate total', description: 'The summary shows an estimate.', variant: 'destructive' });
    }
  }, [failure]);

  const answer = summaryQuery.data?.success ? summaryQuery.data : undefined;
  const serverUnitPrices = useMemo(() => {
    const prices = new Map<string, number>();
    answer?.lines.forEach((priced: ApiPricedLine) =>
      prices.set(pricingKey(priced.productId, priced.size, priced.medium, priced.frame), priced.unitPrice),
    );
    return prices;
  }, [answer]);

  const estimated = failure !== undefined;
  return {
    products,
    productsLoading: productsQuery.isLoading,
    productsError: productsQuery.error,
    summary: estimated ? localCartSummary(lines) : answer?.summary,
    estimated,
    updating: !estimated && summaryQuery.isFetching,
    unitPrice: (line) => {
      const serverPrice = estimated ? undefined : serverUnitPrices.get(pricingKey(line.productId, line.size, line.medium, line.framing));
      return serverPrice ?? line.totalPrice;
    },
  };
}
