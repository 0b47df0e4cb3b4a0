import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../../ui';

/**
 * The page numbers to show: the first, the last, and the current with its
 * neighbours; null marks a gap. 1 … 4 5 6 … 12.
 */
export function pageWindow(current: number, total: number): (number | null)[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const pages = new Set([1, total, current - 1, current, current + 1]);
  if (current <= 3) [2, 3, 4].forEach((p) => pages.add(p));
  if (current >= total - 2) [total - 3, total - 2, total - 1].forEach((p) => pages.add(p));
  const sorted = [...pages].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((page, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && page - previous > 1) out.push(null);
    out.push(page);
  });
  return out;
}

const item =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full px-3 font-semibold tabular-nums';

export function Pagination({
  page,
  totalPages,
  hrefFor,
  className,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => To;
  className?: string;
}) {
  const { t } = useTranslation('catalog');
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className={cn('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {page > 1 ? (
            <Link
              to={hrefFor(page - 1)}
              rel="prev"
              className={cn(item, 'text-primary hover:bg-primary-soft')}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
              <span className="sr-only sm:not-sr-only">{t('pagination.previous')}</span>
            </Link>
          ) : null}
        </li>
        {pageWindow(page, totalPages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={hrefFor(p)}
                aria-label={t('pagination.page', { page: p })}
                aria-current={p === page ? 'page' : undefined}
                className={cn(
                  item,
                  p === page
                    ? 'bg-primary text-white'
                    : 'text-ink hover:bg-surface-muted hover:text-primary',
                )}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link
              to={hrefFor(page + 1)}
              rel="next"
              className={cn(item, 'text-primary hover:bg-primary-soft')}
            >
              <span className="sr-only sm:not-sr-only">{t('pagination.next')}</span>
              <ChevronRight aria-hidden="true" className="size-5" />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
