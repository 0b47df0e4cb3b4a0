import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Facet } from '@spesa/domain';
import { Checkbox, cn } from '../../../ui';
import { isFacetSelected, type CatalogFilters, type FilterAction } from '../model/filters';

/** Values shown before 'Mostra tutti' in a long group. */
const VISIBLE_VALUES = 6;

export interface FacetFiltersProps {
  facets: Facet[];
  filters: CatalogFilters;
  onChange: (action: FilterAction) => void;
  /** 'I miei preferiti' is for logged-in shoppers only. */
  showPreferred: boolean;
  disabled?: boolean;
  className?: string;
}

function CheckRow({
  label,
  count,
  checked,
  onCheckedChange,
  disabled,
}: {
  label: string;
  count?: number;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('catalog');
  const id = useId();
  return (
    <li className="flex items-center">
      <Checkbox
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(value) => onCheckedChange(value === true)}
      />
      <label
        htmlFor={id}
        className="flex min-h-11 flex-1 cursor-pointer items-center justify-between gap-2 pl-3 text-[0.9375rem] text-ink"
      >
        <span className={cn(checked && 'font-semibold')}>{label}</span>
        {count !== undefined ? (
          <>
            <span
              aria-hidden="true"
              className="rounded-full bg-surface-muted px-2 text-xs leading-5 font-semibold text-ink-muted tabular-nums"
            >
              {count}
            </span>
            {/* One text node: the accessible name reads 'Bio (13 prodotti)', no stray spaces. */}
            <span className="sr-only">{` (${count} ${t('filters.products', { count })})`}</span>
          </>
        ) : null}
      </label>
    </li>
  );
}

function FacetGroup({
  facet,
  filters,
  onChange,
  disabled,
}: {
  facet: Facet;
  filters: CatalogFilters;
  onChange: (action: FilterAction) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('catalog');
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  // Selected values always stay visible, even when the group is collapsed.
  const values = facet.values.filter(
    (v, i) => expanded || i < VISIBLE_VALUES || isFacetSelected(filters, facet.parameterName, v.id),
  );
  const hidden = facet.values.length - values.length;
  return (
    <div className="border-t border-line pt-4">
      <fieldset>
        <legend className="mb-1 text-base font-bold text-ink">{facet.name}</legend>
        <ul id={listId} className="flex flex-col">
          {values.map((value) => (
            <CheckRow
              key={value.id}
              label={value.name}
              count={value.count}
              disabled={disabled}
              checked={isFacetSelected(filters, facet.parameterName, value.id)}
              onCheckedChange={() =>
                onChange({ type: 'toggleFacet', group: facet.parameterName, value: value.id })
              }
            />
          ))}
        </ul>
        {facet.values.length > VISIBLE_VALUES ? (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((e) => !e)}
            className="mt-1 inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-primary underline underline-offset-4 hover:text-primary-dark"
          >
            {expanded ? t('filters.showLess') : t('filters.showMore', { count: hidden })}
          </button>
        ) : null}
      </fieldset>
    </div>
  );
}

/**
 * docs/rules/catalog.md Category filters: the facet groups with their counts, then promo, new and
 * preferred. Memoised: the listing renders again as its query and the session change.
 */
export const FacetFilters = memo(function FacetFilters({
  facets,
  filters,
  onChange,
  showPreferred,
  disabled,
  className,
}: FacetFiltersProps) {
  const { t } = useTranslation('catalog');
  const groups = facets.filter((f) => f.values.length > 0);
  return (
    <div className={cn('flex flex-col gap-4', className)}>
      <fieldset>
        <legend className="mb-1 text-base font-bold text-ink">{t('filters.only')}</legend>
        <ul className="flex flex-col">
          <CheckRow
            label={t('filters.promo')}
            checked={filters.promo}
            disabled={disabled}
            onCheckedChange={(value) => onChange({ type: 'setPromo', value })}
          />
          <CheckRow
            label={t('filters.new')}
            checked={filters.onlyNew}
            disabled={disabled}
            onCheckedChange={(value) => onChange({ type: 'setNew', value })}
          />
          {showPreferred ? (
            <CheckRow
              label={t('filters.preferred')}
              checked={filters.preferred}
              disabled={disabled}
              onCheckedChange={(value) => onChange({ type: 'setPreferred', value })}
            />
          ) : null}
        </ul>
      </fieldset>
      {groups.map((facet) => (
        <FacetGroup
          key={facet.parameterName}
          facet={facet}
          filters={filters}
          onChange={onChange}
          disabled={disabled}
        />
      ))}
    </div>
  );
});
