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
import { cn } from '../../ui';

/** A control bound to a cart line: every step goes to the cart, which confirms, refuses or removes. */
export interface CartLineHandlers {
  onIncrease: () => void;
  onDecrease: () => void;
  onTyped: (text: string) => void;
}

export interface QuantityControlProps {
  rules: QuantityRules;
  value: number;
  /** Before the first add: the quantity to add. */
  onChange?: (quantity: number) => void;
  /** In the cart: − reaching zero asks to remove, below the minimum is refused (docs/rules/quantities-and-prices.md). */
  line?: CartLineHandlers;
  /** The product's name, for the buttons' names ('Aumenta quantità di …'). */
  name?: string;
  disabled?: boolean;
  size?: 'md' | 'sm';
  /**
   * Spreads over its box, − and + at the ends and the quantity between them
   * taking what is left: a product card is 130 px inside on a 360 px phone.
   */
  fill?: boolean;
  className?: string;
}

const stepButton =
  'inline-flex size-12 shrink-0 cursor-pointer items-center justify-center rounded-full text-primary transition-colors hover:bg-primary-soft disabled:cursor-not-allowed disabled:text-ink-subtle disabled:hover:bg-transparent [&_svg]:size-5';

/**
 * −/+ with the product's steps (docs/rules/quantities-and-prices.md Quantity, the domain's rules): counts
 * (Pezzo, Confezione) step by QTY_MULT and take a typed number; weights
 * (Sfuso, Peso) step by STEP_SELLING and show the weight ('600 g'). Before the
 * first add the quantity stays between the first add and the maximum: what
 * would remove a cart line or be refused leaves it as it is.
 */
export function QuantityControl({
  rules,
  value,
  onChange,
  line,
  name,
  disabled = false,
  size = 'md',
  fill = false,
  className,
}: QuantityControlProps) {
  const { t } = useTranslation('catalog');
  const inputId = useId();
  const [text, setText] = useState(formatDecimal(value));
  useEffect(() => setText(formatDecimal(value)), [value]);

  const up = nextQuantity(rules, value);
  const down = previousQuantity(rules, value);
  const canUp = up.kind === 'quantity' && up.quantity !== value;
  // In the cart − always acts on a line: a step, the remove question or the minimum's refusal.
  const canDown = line ? value > 0 : down.kind === 'quantity' && down.quantity !== value;

  const commit = () => {
    if (line) {
      if (text.trim() !== formatDecimal(value)) line.onTyped(text);
      setText(formatDecimal(value));
      return;
    }
    const step = typedQuantity(rules, text, value);
    if (step.kind === 'quantity' && step.quantity !== value) onChange?.(step.quantity);
    else setText(formatDecimal(value));
  };
  const decrease = () => {
    if (line) line.onDecrease();
    else if (down.kind === 'quantity') onChange?.(down.quantity);
  };
  const increase = () => {
    if (line) line.onIncrease();
    else if (up.kind === 'quantity') onChange?.(up.quantity);
  };
  const small = size === 'sm';
  const buttonClass = cn(stepButton, small && 'size-11', fill && 'size-10');

  return (
    <div
      role="group"
      aria-label={name ? t('quantity.labelName', { name }) : t('quantity.label')}
      className={cn(
        'inline-flex items-center gap-1 rounded-full border border-line-strong bg-white p-1',
        small ? 'min-h-12' : 'min-h-14',
        fill && 'flex w-full justify-between gap-0 p-0.5',
        className,
      )}
    >
      <button
        type="button"
        className={buttonClass}
        onClick={decrease}
        disabled={disabled || !canDown}
        aria-label={name ? t('quantity.decreaseName', { name }) : t('quantity.decrease')}
      >
        <Minus aria-hidden="true" />
      </button>
      {rules.manualInput ? (
        <span className={cn('flex items-baseline gap-1', fill && 'min-w-0 flex-1 justify-center')}>
          <label htmlFor={inputId} className="sr-only">
            {name
              ? t('quantity.inputLabelName', { unit: rules.unit, name })
              : t('quantity.inputLabel', { unit: rules.unit })}
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
            className={cn(
              'h-11 w-14 rounded-md border border-transparent text-center text-lg font-bold text-ink tabular-nums hover:border-line focus:border-line-strong',
              fill && 'h-10 w-full max-w-10 min-w-0 text-base',
            )}
          />
          <span aria-hidden="true" className="text-sm font-semibold text-ink-muted">
            {rules.unit}
          </span>
        </span>
      ) : (
        <output
          aria-live="polite"
          className={cn(
            'min-w-20 text-center font-bold text-ink tabular-nums',
            small ? 'text-base' : 'text-lg',
            fill && 'min-w-0 flex-1 whitespace-nowrap',
          )}
        >
          {formatQuantity(rules, value)}
        </output>
      )}
      <button
        type="button"
        className={buttonClass}
        onClick={increase}
        data-quantity-step="increase"
        disabled={disabled || !canUp}
        aria-label={name ? t('quantity.increaseName', { name }) : t('quantity.increase')}
      >
        <Plus aria-hidden="true" />
      </button>
    </div>
  );
}
