import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SlidersHorizontal } from 'lucide-react';
import type { Facet } from '@spesa/domain';
import { DialogFrame } from '../../../components/dialog-frame';
import { Badge, Button, DialogBody, DialogDescription, DialogFooter } from '../../../ui';
import { activeFilterCount, type CatalogFilters, type FilterAction } from '../model/filters';
import { FacetFilters } from './facet-filters';

/**
 * Phones: the filters in a sheet opened by 'Filtra'; the list behind updates as they
 * change. Memoised, as the filters are.
 */
export const FiltersSheet = memo(function FiltersSheet({
  facets,
  filters,
  onChange,
  showPreferred,
  totalItems,
  className,
}: {
  facets: Facet[];
  filters: CatalogFilters;
  onChange: (action: FilterAction) => void;
  showPreferred: boolean;
  totalItems: number | null;
  className?: string;
}) {
  const { t } = useTranslation('catalog');
  const [open, setOpen] = useState(false);
  const active = activeFilterCount(filters);
  return (
    <DialogFrame
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      trigger={
        <Button variant="outline-neutral" className={className}>
          <SlidersHorizontal aria-hidden="true" />
          {t('filters.open')}
          {active > 0 ? (
            <Badge variant="primary">
              <span className="sr-only">{t('filters.activeCount', { count: active })}</span>
              <span aria-hidden="true">{active}</span>
            </Badge>
          ) : null}
        </Button>
      }
      side="right"
      className="sm:w-[420px]"
      title={t('filters.title')}
    >
      <DialogDescription className="sr-only">{t('filters.sheetDescription')}</DialogDescription>
      <DialogBody>
        <FacetFilters
          facets={facets}
          filters={filters}
          onChange={onChange}
          showPreferred={showPreferred}
        />
      </DialogBody>
      <DialogFooter className="flex-nowrap justify-between">
        <Button
          variant="ghost"
          className="px-3"
          onClick={() => onChange({ type: 'reset' })}
          disabled={active === 0}
        >
          {t('filters.reset')}
        </Button>
        <Button className="flex-1 sm:flex-none" onClick={() => setOpen(false)}>
          {totalItems === null
            ? t('filters.showResults')
            : t('filters.showCount', { count: totalItems })}
        </Button>
      </DialogFooter>
    </DialogFrame>
  );
});
