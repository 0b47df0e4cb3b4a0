import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CART } from '@spesa/domain';
import { Textarea } from '../../../ui';

export type NoteSaveState = 'idle' | 'saving' | 'saved' | 'error';

/**
 * 'Note per l'ordine' (docs/rules/checkout-and-payment.md: at most 1000 characters) with a counter,
 * saved when the field is left. A failed save keeps the text as typed.
 */
export function OrderNoteField({
  value,
  state,
  onSave,
}: {
  /** The note the cart has. */
  value: string;
  state: NoteSaveState;
  onSave: (text: string) => void;
}) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const [text, setText] = useState(value);
  const [editing, setEditing] = useState(false);
  // The cart's note replaces the field's text only when it changed elsewhere,
  // never while the shopper types, a save is on its way or one failed.
  const [synced, setSynced] = useState(value);
  if (value !== synced) {
    setSynced(value);
    if (!editing && state !== 'saving' && state !== 'error') setText(value);
  }
  const max = CART.orderNoteMaxLength;

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {t('note.label')}
      </label>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {t('note.hint')}
      </p>
      <Textarea
        id={id}
        value={text}
        maxLength={max}
        rows={3}
        onFocus={() => setEditing(true)}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => {
          setEditing(false);
          if (text !== value || state === 'error') onSave(text);
        }}
        aria-describedby={`${id}-hint ${id}-count ${id}-state`}
      />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p id={`${id}-count`} className="text-ink-muted tabular-nums">
          {t('note.counter', { count: text.length, max })}
        </p>
        <p
          id={`${id}-state`}
          aria-live="polite"
          className={state === 'error' ? 'font-semibold text-danger' : 'text-ink-muted'}
        >
          {state === 'saving'
            ? t('note.saving')
            : state === 'saved'
              ? t('note.saved')
              : state === 'error'
                ? t('note.saveError')
                : ''}
        </p>
      </div>
    </div>
  );
}
