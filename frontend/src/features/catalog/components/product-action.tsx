import type { IconButtonProps } from '@chakra-ui/react';
import { createContext, useContext, type ComponentType } from 'react';
import type { ApiProduct } from '@shop/contracts';

/** What the catalog hands the button: the product, and where and how large to draw it. */
export interface ProductActionProps extends Omit<IconButtonProps, 'aria-label' | 'onClick'> {
  product: ApiProduct;
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
