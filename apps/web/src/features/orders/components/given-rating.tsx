import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import type { OrderNote } from '@spesa/domain';
import { cn } from '../../../ui';

const STARS = [1, 2, 3, 4, 5] as const;

/** The rating the shopper gave the order: its stars and comment, as they saved them. */
export function GivenRating({ note }: { note: OrderNote }) {
  const { t } = useTranslation('orders');
  const captionId = useId();
  return (
    <figure
      aria-labelledby={captionId}
      className="rounded-xl border border-line bg-surface-muted p-3"
    >
      <figcaption id={captionId} className="text-sm font-semibold text-ink-muted">
        {t('rating.given')}
      </figcaption>
      <p className="mt-1 flex items-center gap-0.5">
        <span className="sr-only">{t('rating.givenStars', { count: note.rating })}</span>
        {STARS.map((n) => (
          <Star
            key={n}
            aria-hidden="true"
            className={cn(
              'size-5',
              n <= note.rating ? 'fill-warning text-warning' : 'text-ink-subtle',
            )}
          />
        ))}
      </p>
      {note.text ? <blockquote className="mt-1 text-ink">{note.text}</blockquote> : null}
    </figure>
  );
}
