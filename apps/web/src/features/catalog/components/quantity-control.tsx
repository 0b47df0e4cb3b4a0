import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Minus, Plus } from 'lucide-react';
import {
  formatDecimal,
  formatQuantity,
  nextQuantity,
  previousQuantity,
  typedQuantity,
  type QuantityRules,
} from '@spesa/domain';
import { cn } from '../../../ui';

export interface QuantityControlProps {
  rules: QuantityRules;
  value: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
  className?: string;
}

const stepButton =
  'inline-flex size-12 shrink-0 cursor-pointer items-center justify-center rounded-full text-primary transition-colors hover:bg-primary-soft disabled:cursor-not-allowed disabled:text-ink-subtle disabled:hover:bg-transparent [&_svg]:size-5';

/**
 * −/+ with the product's steps (SPEC §4 Quantity, the domain's rules): counts
 * (Pezzo, Confezione) step by QTY_MULT and take a typed number; weights
 * (Sfuso, Peso) step by STEP_SELLING and show the weight ('600 g'). Before the
 * first add the quantity stays between the first add and the maximum: what
 * would remove a cart line or be refused leaves it as it is.
 */
export function QuantityControl({
  rules,
  value,
  onChange,
  disabled = false,
  className,
}: QuantityControlProps) {
  const { t } = useTranslation('catalog');
  const inputId = useId();
  const [text, setText] = useState(formatDecimal(value));
  useEffect(() => setText(formatDecimal(value)), [value]);

  const up = nextQuantity(rules, value);
  const down = previousQuantity(rules, value);
  const canUp = up.kind === 'quantity' && up.quantity !== value;
  const canDown = down.kind === 'quantity' && down.quantity !== value;

  const commit = () => {
    const step = typedQuantity(rules, text, value);
    if (step.kind === 'quantity' && step.quantity !== value) onChange(step.quantity);
    else setText(formatDecimal(value));
  };

  return (
    <div
      role="group"
      aria-label={t('quantity.label')}
      className={cn(
        'inline-flex min-h-14 items-center gap-1 rounded-full border border-line-strong bg-white p-1',
        className,
      )}
    >
      <button
        type="button"
        className={stepButton}
        onClick={() => down.kind === 'quantity' && onChange(down.quantity)}
        disabled={disabled || !canDown}
        aria-label={t('quantity.decrease')}
      >
        <Minus aria-hidden="true" />
      </button>
      {rules.manualInput ? (
        <span className="flex items-baseline gap-1">
          <label htmlFor={inputId} className="sr-only">
            {t('quantity.inputLabel', { unit: rules.unit })}
          </label>
          <input
            id={inputId}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={text}
            disabled={disabled}
            onChange={(event) => setText(event.target.value)}
            onBlur={commit}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                commit();
              }
            }}
            className="h-11 w-14 rounded-md border border-transparent text-center text-lg font-bold text-ink tabular-nums hover:border-line focus:border-line-strong"
          />
          <span aria-hidden="true" className="text-sm font-semibold text-ink-muted">
            {rules.unit}
          </span>
        </span>
      ) : (
        <output
          aria-live="polite"
          className="min-w-20 text-center text-lg font-bold text-ink tabular-nums"
        >
          {formatQuantity(rules, value)}
        </output>
      )}
      <button
        type="button"
        className={stepButton}
        onClick={() => up.kind === 'quantity' && onChange(up.quantity)}
        disabled={disabled || !canUp}
        aria-label={t('quantity.increase')}
      >
        <Plus aria-hidden="true" />
      </button>
    </div>
  );
}
