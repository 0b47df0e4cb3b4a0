import { useMediaQuery } from '../../../ui';
import { SearchBox } from './search-box';

/** From here up the search box sits inside the bar; below it, in a row under the bar. */
export const SEARCH_IN_BAR = '(min-width: 1536px)';

/**
 * The navbar's search box in one of its two places; only the place that fits
 * the screen renders it, so there is always exactly one search box.
 */
export function NavbarSearch({ placement }: { placement: 'bar' | 'row' }) {
  const inBar = useMediaQuery(SEARCH_IN_BAR);
  if (placement === 'bar') return inBar ? <SearchBox className="max-w-lg min-w-80 flex-1" /> : null;
  if (inBar) return null;
  return (
    <div className="border-t border-line">
      <div className="mx-auto max-w-7xl px-3 py-1 sm:px-4 sm:py-1.5 lg:px-6">
        <SearchBox compact className="md:mx-auto md:max-w-3xl" />
      </div>
    </div>
  );
}
