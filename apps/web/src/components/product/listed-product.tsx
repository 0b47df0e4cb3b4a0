import { memo } from 'react';
import { useProductAction, useProductKeep } from './product-action';
import { ProductCard, type ProductCardProps } from './product-card';

/**
 * A product card in a list, with what the app lets a shopper do with it (the cart
 * control, the heart and the lists).
 * Memoised: a list that renders again (its query refetched, a row measured) renders
 * only the cards whose product changed; the query cache keeps an unchanged product's
 * object (issue 12: dozens of cards re-rendering right after hydration).
 */
export const ListedProduct = memo(function ListedProduct(props: Omit<ProductCardProps, 'action'>) {
  const action = useProductAction();
  const keep = useProductKeep();
  return (
    <ProductCard
      {...props}
      action={action(props.product, 'card')}
      keep={keep(props.product, 'card')}
    />
  );
});
