import { createContext, useContext, type ReactNode } from 'react';
import type { Product } from '@spesa/domain';

/** card: under a product card; page: on the product page. */
export type ProductActionVariant = 'card' | 'page';

export type RenderProductAction = (product: Product, variant: ProductActionVariant) => ReactNode;

const ProductActionContext = createContext<RenderProductAction>(() => null);

/**
 * The slot for what a shopper does with a product wherever one is shown: the
 * app fills it (with the cart's control), so that the catalogue shows products
 * without importing the cart.
 */
export function ProductActionProvider({
  render,
  children,
}: {
  render: RenderProductAction;
  children: ReactNode;
}) {
  return <ProductActionContext.Provider value={render}>{children}</ProductActionContext.Provider>;
}

export const useProductAction = (): RenderProductAction => useContext(ProductActionContext);
