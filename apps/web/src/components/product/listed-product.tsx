import { memo } from 'react';
import { useProductAction } from './product-action';
import { ProductCard, type ProductCardProps } from './product-card';

/**
 * A product card in a list, with the action the app provides (the cart control).
 * Memoised: a list that renders again (its query refetched, a row measured) renders
 * only the cards whose product changed; the query cache keeps an unchanged product's
 * object (issue 12: dozens of cards re-rendering right after hydration).
 */
export const ListedProduct = memo(function ListedProduct(props: Omit<ProductCardProps, 'action'>) {
  const action = useProductAction();
  return <ProductCard {...props} action={action(props.product, 'card')} />;
});
