import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Product } from '@spesa/domain';

/** card: under a product card; page: on the product page. */
export type ProductActionVariant = 'card' | 'page';

export type RenderProductAction = (product: Product, variant: ProductActionVariant) => ReactNode;

interface ProductActions {
  /** The cart's control. */
  action: RenderProductAction;
  /** Keeping the product for later: the heart of Preferiti and 'Aggiungi a una lista'. */
  keep: RenderProductAction;
}

const none: RenderProductAction = () => null;
const ProductActionContext = createContext<ProductActions>({ action: none, keep: none });

/**
 * The slots for what a shopper does with a product wherever one is shown: the
 * app fills them (the cart's control, the lists' heart), so that the catalogue
 * shows products without importing the cart or the lists.
 */
export function ProductActionProvider({
  render,
  keep = none,
  children,
}: {
  render: RenderProductAction;
  keep?: RenderProductAction;
  children: ReactNode;
}) {
  // Every card reads this: a new object at each render would render them all again.
  const value = useMemo(() => ({ action: render, keep }), [render, keep]);
  return <ProductActionContext.Provider value={value}>{children}</ProductActionContext.Provider>;
}

export const useProductAction = (): RenderProductAction => useContext(ProductActionContext).action;
export const useProductKeep = (): RenderProductAction => useContext(ProductActionContext).keep;
