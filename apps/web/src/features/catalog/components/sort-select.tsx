import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDownUp, ChevronDown } from 'lucide-react';
import { PRODUCT_SORTS, type ProductSort } from '@spesa/domain';
import { cn } from '../../../ui';

/** The order of a listing; a native select, which phones show with their own picker. */
export function SortSelect({
  value,
  onChange,
  className,
}: {
  value: ProductSort | null;
  onChange: (sort: ProductSort | null) => void;
  className?: string;
}) {
  const { t } = useTranslation('catalog');
  const id = useId();
  return (
    <div className={cn('flex min-w-0 flex-1 items-center gap-2 sm:flex-none', className)}>
      {/* Phones keep the label for assistive technology and show an icon instead. */}
      <label
        htmlFor={id}
        className="sr-only shrink-0 text-sm font-semibold text-ink sm:not-sr-only"
      >
        {t('filters.sort')}
      </label>
      <div className="relative min-w-0 flex-1">
        <ArrowDownUp
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-muted sm:hidden"
        />
        <select
          id={id}
          value={value ?? 'rank'}
          onChange={(event) => {
            const sort = event.target.value as ProductSort;
            onChange(sort === 'rank' ? null : sort);
          }}
          className="min-h-11 w-full cursor-pointer appearance-none truncate rounded-full border border-line-strong bg-white py-2 pr-10 pl-9 text-[0.9375rem] sm:pl-4 font-semibold text-ink hover:border-ink-muted"
        >
          {PRODUCT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sorts.${sort}`)}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-ink-muted"
        />
      </div>
    </div>
  );
}
