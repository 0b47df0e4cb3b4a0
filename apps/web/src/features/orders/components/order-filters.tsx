import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from 'radix-ui';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { Button, FieldError, Input, Label, cn } from '../../../ui';
import {
  EMPTY_FILTERS,
  filterErrors,
  hasFilters,
  type FilterField,
  type OrderFilters as Filters,
} from '../model/filters';

const DATE_FIELDS: { field: FilterField; type: 'date' | 'number' }[] = [
  { field: 'fromDate', type: 'date' },
  { field: 'toDate', type: 'date' },
];
const ALL_FIELDS: { field: FilterField; type: 'date' | 'number' }[] = [
  ...DATE_FIELDS,
  { field: 'fromTotal', type: 'number' },
  { field: 'toTotal', type: 'number' },
];

/**
 * The list's filters (issue 11): dates and amounts apply with 'Filtra' and
 * are checked with the API's own rules first; the pending toggle applies at
 * once. The parent remounts this form when the URL's filters change, so a
 * reset from outside (entering the page again) empties the fields too.
 * `datesOnly`: the managed people's orders filter by date range alone.
 */
export function OrderFilters({
  applied,
  onApply,
  datesOnly = false,
}: {
  applied: Filters;
  onApply: (filters: Filters) => void;
  datesOnly?: boolean;
}) {
  const { t } = useTranslation('orders');
  const fields = datesOnly ? DATE_FIELDS : ALL_FIELDS;
  const id = useId();
  const [draft, setDraft] = useState<Filters>(applied);
  const [errors, setErrors] = useState<Partial<Record<FilterField, string>>>({});
  // On a phone the fields fold under one row until asked for (issue 34: they filled the
  // first screen); open when a filter is applied, and always open from sm up.
  const [open, setOpen] = useState(() => hasFilters(applied));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = filterErrors(draft, t('filters.invalid'));
    setErrors(found);
    const first = fields.find(({ field }) => found[field]);
    if (first) {
      document.getElementById(`${id}-${first.field}`)?.focus();
      return;
    }
    onApply(draft);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-line bg-surface-muted p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-base font-bold text-ink">
          <SlidersHorizontal aria-hidden="true" className="size-5 text-primary" />
          {t('filters.title')}
        </h2>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="min-h-11 sm:hidden"
          aria-expanded={open}
          aria-controls={`${id}-fields`}
          onClick={() => setOpen((was) => !was)}
        >
          {t(open ? 'filters.close' : 'filters.open')}
          <ChevronDown
            aria-hidden="true"
            className={cn('transition-transform', open && 'rotate-180')}
          />
        </Button>
      </div>
      <div id={`${id}-fields`} className={cn('mt-3', open ? 'block' : 'hidden', 'sm:block')}>
        <div className={cn('grid grid-cols-2 gap-3', datesOnly ? 'sm:max-w-md' : 'lg:grid-cols-4')}>
          {fields.map(({ field, type }) => {
            const inputId = `${id}-${field}`;
            const error = errors[field];
            return (
              <div key={field} className="min-w-0">
                <Label htmlFor={inputId}>{t(`filters.${field}`)}</Label>
                <Input
                  id={inputId}
                  type={type}
                  min={type === 'number' ? 0 : undefined}
                  step={type === 'number' ? '0.01' : undefined}
                  inputMode={type === 'number' ? 'decimal' : undefined}
                  value={draft[field]}
                  onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${inputId}-error` : undefined}
                  className="mt-1 px-3"
                />
                <FieldError id={`${inputId}-error`}>{error}</FieldError>
              </div>
            );
          })}
        </div>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          {datesOnly ? (
            <span />
          ) : (
            <div className="flex items-center gap-3">
              <Switch.Root
                id={`${id}-pending`}
                checked={applied.showPending}
                onCheckedChange={(checked) => onApply({ ...draft, showPending: checked })}
                className="relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full bg-line-strong transition-colors data-[state=checked]:bg-primary"
              >
                <Switch.Thumb className="block size-5 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6" />
              </Switch.Root>
              <Label htmlFor={`${id}-pending`} className="cursor-pointer">
                {t('filters.showPending')}
              </Label>
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            {hasFilters(applied) ? (
              <Button
                type="button"
                variant="outline-neutral"
                onClick={() => {
                  setErrors({});
                  onApply(EMPTY_FILTERS);
                }}
              >
                {t('filters.reset')}
              </Button>
            ) : null}
            <Button type="submit">{t('filters.apply')}</Button>
          </div>
        </div>
      </div>
    </form>
  );
}
