import { ProductCardSkeleton } from '../../../components/product';
import { Skeleton } from '../../../ui';

export const CARD_WIDTH = 'w-44 shrink-0 snap-start sm:w-52';

/** A row of the home while its products load: the heading and cards at their final sizes. */
export function ShelfSkeleton() {
  return (
    <div aria-hidden="true" className="mx-auto max-w-7xl px-4 pt-5 sm:pt-8 lg:px-6">
      <Skeleton className="h-9 w-56" />
      <div className="mt-4 flex gap-3 overflow-hidden pb-4 sm:gap-4">
        {Array.from({ length: 6 }, (_, i) => (
          <ProductCardSkeleton key={i} className={CARD_WIDTH} />
        ))}
      </div>
    </div>
  );
}
