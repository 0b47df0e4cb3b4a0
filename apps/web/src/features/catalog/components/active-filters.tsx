import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { FACET_GROUPS, type Facet } from '@spesa/domain';
import { Button } from '../../../ui';
import { activeFilterCount, type CatalogFilters, type FilterAction } from '../model/filters';

interface Chip {
  key: string;
  label: string;
  action: FilterAction;
}

/** The filters in force as removable chips, with 'Azzera filtri'. */
export function ActiveFilters({
  facets,
  filters,
  onChange,
}: {
  facets: Facet[];
  filters: CatalogFilters;
  onChange: (action: FilterAction) => void;
}) {
  const { t } = useTranslation('catalog');
  if (activeFilterCount(filters) === 0) return null;
  const chips: Chip[] = [];
  if (filters.promo)
    chips.push({
      key: 'promo',
      label: t('filters.promo'),
      action: { type: 'setPromo', value: false },
    });
  if (filters.onlyNew)
    chips.push({ key: 'new', label: t('filters.new'), action: { type: 'setNew', value: false } });
  if (filters.preferred)
    chips.push({
      key: 'preferred',
      label: t('filters.preferred'),
      action: { type: 'setPreferred', value: false },
    });
  for (const group of FACET_GROUPS) {
    for (const id of filters.facets[group] ?? []) {
      const facet = facets.find((f) => f.parameterName === group);
      const name = facet?.values.find((v) => v.id.toLowerCase() === id)?.name ?? id;
      chips.push({
        key: `${group}:${id}`,
        label: name,
        action: { type: 'toggleFacet', group, value: id },
      });
    }
  }
  return (
    <div
      className="flex flex-wrap items-center gap-2"
      role="group"
      aria-label={t('filters.active')}
    >
      {chips.map((chip) => (
        <button
          key={chip.key}
          type="button"
          onClick={() => onChange(chip.action)}
          aria-label={t('filters.remove', { name: chip.label })}
          className="inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border border-primary/40 bg-primary-soft px-3.5 text-sm font-semibold text-ink hover:border-primary"
        >
          {chip.label}
          <X aria-hidden="true" className="size-4 text-primary" />
        </button>
      ))}
      <Button
        variant="link"
        size="sm"
        onClick={() => onChange({ type: 'reset' })}
        className="min-h-11"
      >
        {t('filters.reset')}
      </Button>
    </div>
  );
}
