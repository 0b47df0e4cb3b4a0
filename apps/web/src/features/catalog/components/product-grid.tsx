import type { Product } from '@spesa/domain';
import { ListedProduct } from '../../../components/product';
import { Skeleton } from '../../../ui';

/** How many cards load their picture at once (the first rows on a wide screen). */
const EAGER_CARDS = 4;

export function ProductGrid({ products }: { products: Product[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
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
    <ul
      aria-hidden="true"
      className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4"
    >
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="rounded-2xl border border-line p-3 sm:p-4">
          <Skeleton className="aspect-square w-full rounded-xl" />
          <Skeleton className="mt-3 h-3 w-1/3" />
          <Skeleton className="mt-2 h-4 w-5/6" />
          <Skeleton className="mt-1.5 h-4 w-2/3" />
          <Skeleton className="mt-4 h-6 w-1/2" />
          <Skeleton className="mt-3 h-11 w-full rounded-full" />
        </li>
      ))}
    </ul>
  );
}
