import { createContext, useContext, type ComponentType } from 'react';
import type { ApiProduct } from '@shop/contracts';

/** What the catalog hands the button: the product, and where and how large to draw it. */
export interface ProductActionProps {
  product: ApiProduct;
  /** Placement within the catalog's layout (a class of the caller's styles). */
  className?: string;
  /** `sm` and `subtle` on a card's picture; `md` and `outline` beside the product page's title. */
  size?: 'sm' | 'md';
  variant?: 'subtle' | 'outline';
}

const ProductActionContext = createContext<ComponentType<ProductActionProps> | null>(null);

/**
 * The button every product card and the product page show beside a product: the wishlist
 * heart. The app provides it, so the catalog imports no other feature; without a provider the
 * catalog shows none.
 */
export const ProductActionProvider = ProductActionContext.Provider;

export function useProductAction(): ComponentType<ProductActionProps> | null {
  return useContext(ProductActionContext);
}
