import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CART } from '@spesa/domain';
import { Button } from '../../../ui';
import { useUpdateCartInfo } from '../api/update-cart-info';

/** 'Note per l'ordine' (docs/rules/cart.md: at most 1000 characters), saved with update-cart-info. */
export function OrderNote({ value }: { value: string }) {
  const { t } = useTranslation('cart');
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const save = useUpdateCartInfo();
  const max = CART.orderNoteMaxLength;

  return (
    <form
      className="flex flex-col gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ property: 'order_comment', value: text });
      }}
    >
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {t('note.label')}
      </label>
      <textarea
        id={id}
        value={text}
        maxLength={max}
        rows={3}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={`${id}-count`}
        className="block w-full rounded-lg border border-line-strong bg-white px-4 py-2 text-base text-ink hover:border-ink-muted"
      />
      <div className="flex items-center justify-between gap-2">
        <p id={`${id}-count`} className="text-sm text-ink-muted tabular-nums">
          {t('note.counter', { count: text.length, max })}
        </p>
        <Button
          type="submit"
          size="sm"
          variant="outline-neutral"
          disabled={save.isPending || text === value}
        >
          {t('note.save')}
        </Button>
      </div>
    </form>
  );
}
