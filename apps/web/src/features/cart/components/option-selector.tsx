import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  missingOptions,
  quantityRulesOf,
  type ChosenOptions,
  type LineProduct,
} from '@spesa/domain';
import { Button, cn } from '../../../ui';

/** More values than this are offered in a select instead of radio buttons. */
const MAX_RADIO_VALUES = 4;

export interface OptionSelectorFormProps {
  product: LineProduct;
  onSubmit: (options: ChosenOptions) => void;
  onCancel?: () => void;
  /** The title is the dialog's own when modal. */
  showTitle?: boolean;
  className?: string;
}

/**
 * docs/rules/catalog.md Product options: 'E necessario selezionare tutte le
 * opzioni', each option as radio buttons (a select when it has many values),
 * and 'aggiungi al carrello' enabled only when every option is chosen.
 */
export function OptionSelectorForm({
  product,
  onSubmit,
  onCancel,
  showTitle = true,
  className,
}: OptionSelectorFormProps) {
  const { t } = useTranslation('cart');
  const baseId = useId();
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const complete = missingOptions(quantityRulesOf(product), chosen).length === 0;
  const choose = (name: string, key: string) => setChosen((c) => ({ ...c, [name]: key }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete) onSubmit(chosen);
  };

  return (
    <form onSubmit={submit} className={cn('flex flex-col gap-4', className)}>
      {showTitle ? (
        <p id={`${baseId}-title`} className="font-bold text-ink">
          {t('options.title')}
        </p>
      ) : null}
      {product.selectOptions.map((option) => {
        const id = `${baseId}-${option.parameterName}`;
        if (option.options.length > MAX_RADIO_VALUES)
          return (
            <div key={option.parameterName} className="flex flex-col gap-1.5">
              <label htmlFor={id} className="text-sm font-semibold text-ink">
                {option.name}
              </label>
              <select
                id={id}
                value={chosen[option.parameterName] ?? ''}
                onChange={(event) => choose(option.parameterName, event.target.value)}
                className="min-h-12 cursor-pointer rounded-lg border border-line-strong bg-white px-3 text-base text-ink"
              >
                <option value="" disabled>
                  {t('options.choose')}
                </option>
                {option.options.map((o) => (
                  <option key={o.key} value={o.key}>
                    {o.name}
                  </option>
                ))}
              </select>
            </div>
          );
        return (
          <fieldset key={option.parameterName} className="flex flex-col gap-1">
            <legend className="mb-1 text-sm font-semibold text-ink">{option.name}</legend>
            <div className="flex flex-wrap gap-2">
              {option.options.map((o) => {
                const checked = chosen[option.parameterName] === o.key;
                return (
                  <label
                    key={o.key}
                    className={cn(
                      'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-semibold',
                      checked
                        ? 'border-primary bg-primary-soft text-primary-dark'
                        : 'border-line-strong bg-white text-ink hover:bg-surface-muted',
                    )}
                  >
                    <input
                      type="radio"
                      name={id}
                      value={o.key}
                      checked={checked}
                      onChange={() => choose(option.parameterName, o.key)}
                      className="size-4 accent-primary"
                    />
                    {o.name}
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={!complete}>
          {t('options.submit')}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline-neutral" onClick={onCancel}>
            {t('options.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
