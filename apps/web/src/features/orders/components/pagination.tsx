import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { AppLink } from '../../../lib/navigation';
import { cn } from '../../../ui';

const link =
  'inline-flex min-h-11 items-center gap-1 rounded-xl border border-line bg-white px-3 font-semibold text-ink hover:border-primary hover:text-primary';

/** Previous / next links between the list's pages (SPEC §9: 12 orders a page). */
export function Pagination({
  page,
  totalPages,
  hrefOf,
}: {
  page: number;
  totalPages: number;
  hrefOf: (page: number) => string;
}) {
  const { t } = useTranslation('orders');
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <AppLink to={hrefOf(page - 1)} className={link}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t('pagination.previous')}
        </AppLink>
      ) : (
        <span />
      )}
      <p aria-current="page" className="text-sm font-semibold text-ink-muted">
        {t('pagination.page', { page, total: totalPages })}
      </p>
      {page < totalPages ? (
        <AppLink to={hrefOf(page + 1)} className={cn(link)}>
          {t('pagination.next')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </AppLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
