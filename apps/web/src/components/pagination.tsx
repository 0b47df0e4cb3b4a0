import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../ui';

/**
 * The page numbers to show: the first, the last, and the current with its
 * neighbours; null marks a gap. 1 … 4 5 6 … 12.
 */
function pageWindow(current: number, total: number): (number | null)[] {
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

const numberedItem =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full px-3 font-semibold tabular-nums';
const STEP = {
  numbered: `${numberedItem} text-primary hover:bg-primary-soft`,
  plain:
    'inline-flex min-h-11 items-center gap-1 rounded-xl border border-line bg-white px-3 font-semibold text-ink hover:border-primary hover:text-primary',
};

export interface PaginationProps {
  page: number;
  totalPages: number;
  hrefOf: (page: number) => To;
  /** Whose texts: its pagination.label, .previous, .next and .page ({{page}} of {{total}}). */
  texts: 'catalog' | 'orders' | 'lists';
  /**
   * Numbered links (the catalogue: 1 … 4 5 6 … 12), each named by .page; otherwise .page
   * says where the shopper is, between previous and next (orders: 'Pagina 2 di 5').
   */
  numbered?: boolean;
  className?: string;
}

/** Links to a list's other pages; nothing for a single page. */
export function Pagination({
  page,
  totalPages,
  hrefOf,
  texts,
  numbered = false,
  className,
}: PaginationProps) {
  const { t } = useTranslation(texts);
  if (totalPages <= 1) return null;
  const icon = numbered ? 'size-5' : 'size-4';
  // Numbered, the words hide on phones: the arrows beside the numbers say enough.
  const text = numbered ? 'sr-only sm:not-sr-only' : undefined;
  const back =
    page > 1 ? (
      <Link to={hrefOf(page - 1)} rel="prev" className={numbered ? STEP.numbered : STEP.plain}>
        <ChevronLeft aria-hidden="true" className={icon} />
        <span className={text}>{t('pagination.previous')}</span>
      </Link>
    ) : null;
  const forward =
    page < totalPages ? (
      <Link to={hrefOf(page + 1)} rel="next" className={numbered ? STEP.numbered : STEP.plain}>
        <span className={text}>{t('pagination.next')}</span>
        <ChevronRight aria-hidden="true" className={icon} />
      </Link>
    ) : null;

  if (!numbered)
    return (
      <nav
        aria-label={t('pagination.label')}
        className={cn('flex items-center justify-between gap-3', className)}
      >
        {back ?? <span />}
        <p aria-current="page" className="text-sm font-semibold text-ink-muted">
          {t('pagination.page', { page, total: totalPages })}
        </p>
        {forward ?? <span />}
      </nav>
    );
  return (
    <nav aria-label={t('pagination.label')} className={cn('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>{back}</li>
        {pageWindow(page, totalPages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={hrefOf(p)}
                aria-label={t('pagination.page', { page: p, total: totalPages })}
                aria-current={p === page ? 'page' : undefined}
                className={cn(
                  numberedItem,
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
        <li>{forward}</li>
      </ul>
    </nav>
  );
}
