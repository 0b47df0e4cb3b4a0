import type { Product } from '@spesa/domain';
import { ListedProduct, ProductCardSkeleton } from '../../../components/product';

/** How many cards load their picture at once (the first row on a wide screen). */
const EAGER_CARDS = 5;

/** Two cards a row on a phone, five beside the filters on a desktop, as grocers show them. */
const GRID = 'grid grid-cols-2 gap-2.5 sm:gap-4 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5';

export function ProductGrid({ products }: { products: Product[] }) {
  return (
    <ul className={GRID}>
      {products.map((product, index) => (
        <li key={product.productId}>
          <ListedProduct product={product} eager={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul aria-hidden="true" className={GRID}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
