import { Skeleton } from '../../../ui';

export const CARD_WIDTH = 'w-44 shrink-0 snap-start sm:w-56';

/** A row of the home while its products load: the heading and cards at their final sizes. */
export function ShelfSkeleton() {
  return (
    <div aria-hidden="true" className="mx-auto max-w-7xl px-4 pt-10 sm:pt-12 lg:px-6">
      <Skeleton className="h-9 w-56" />
      <div className="mt-5 flex gap-3 overflow-hidden pb-4 sm:gap-4">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className={`${CARD_WIDTH} rounded-2xl border border-line p-3 sm:p-4`}>
            <Skeleton className="aspect-square w-full rounded-xl" />
            <Skeleton className="mt-3 h-3 w-1/3" />
            <Skeleton className="mt-2 h-4 w-5/6" />
            <Skeleton className="mt-4 h-6 w-1/2" />
            <Skeleton className="mt-3 h-11 w-full rounded-full" />
          </div>
        ))}
      </div>
    </div>
  );
}
