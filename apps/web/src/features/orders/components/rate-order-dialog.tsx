import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import { ORDER_NOTE_TEXT_MAX, type OrderNote } from '@spesa/domain';
import { isApiError } from '../../../lib/api';
import {
  Alert,
  Button,
  DialogBody,
  DialogFooter,
  Label,
  RadioGroup,
  RadioGroupItem,
  Spinner,
  Textarea,
} from '../../../ui';
import { DialogFrame } from '../../../components/dialog-frame';
import { useSaveOrderNote } from '../api/order-notes';

const STARS = [1, 2, 3, 4, 5] as const;

export interface RateOrderDialogProps {
  orderId: number;
  /** The order's rating so far: the dialog starts from it and saving updates it. */
  note: OrderNote | null;
  onClose: () => void;
}

/** 'Valuta l'ordine' (issue 11): 1–5 stars and a comment of at most 1000 characters. */
export function RateOrderDialog({ orderId, note, onClose }: RateOrderDialogProps) {
  const { t } = useTranslation('orders');
  const id = useId();
  const [rating, setRating] = useState(note?.rating ?? 0);
  const [text, setText] = useState(note?.text ?? '');
  const save = useSaveOrderNote();

  const onSave = () =>
    save.mutate(
      { orderId, rating, text, ...(note ? { noteId: note.noteId } : {}) },
      { onSuccess: onClose },
    );

  return (
    <DialogFrame
      open
      onClose={onClose}
      className="max-w-[480px]"
      title={t('rating.title', { orderId })}
      titleClassName="text-lg"
    >
      <DialogBody className="space-y-4">
        <RadioGroup
          aria-label={t('rating.stars')}
          value={rating ? String(rating) : ''}
          onValueChange={(value) => setRating(Number(value))}
          className="flex flex-row gap-3"
        >
          {STARS.map((n) => (
            <div key={n} className="flex items-center gap-1">
              <RadioGroupItem
                id={`${id}-star-${n}`}
                value={String(n)}
                aria-label={t('rating.star', { count: n })}
              />
              <label htmlFor={`${id}-star-${n}`} className="flex cursor-pointer" aria-hidden="true">
                <Star
                  className={n <= rating ? 'fill-warning text-warning' : 'text-ink-subtle'}
                  aria-hidden="true"
                />
              </label>
            </div>
          ))}
        </RadioGroup>
        <div className="space-y-1">
          <Label htmlFor={`${id}-text`}>{t('rating.comment')}</Label>
          <Textarea
            id={`${id}-text`}
            rows={4}
            maxLength={ORDER_NOTE_TEXT_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={`${id}-count`}
          />
          <p id={`${id}-count`} className="text-right text-sm text-ink-muted">
            {t('rating.counter', { count: text.length, max: ORDER_NOTE_TEXT_MAX })}
          </p>
        </div>
        <div role="alert" className="empty:sr-only">
          {save.isError ? (
            <Alert variant="error">
              {isApiError(save.error) ? save.error.message : String(save.error)}
            </Alert>
          ) : null}
        </div>
      </DialogBody>
      <DialogFooter>
        <Button variant="outline-neutral" onClick={onClose} disabled={save.isPending}>
          {t('rating.cancel')}
        </Button>
        <Button
          onClick={onSave}
          disabled={rating === 0 || save.isPending}
          aria-busy={save.isPending || undefined}
        >
          {save.isPending ? <Spinner /> : null}
          {t('rating.save')}
        </Button>
      </DialogFooter>
    </DialogFrame>
  );
}
