import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { cn } from '../../../ui';

export interface Crumb {
  label: string;
  /** Absent for the current page. */
  to?: string;
}

/** Homepage > … > current page; the last crumb is the current page. */
export function Breadcrumbs({ items, className }: { items: Crumb[]; className?: string }) {
  const { t } = useTranslation('catalog');
  const crumbs: Crumb[] = [{ label: t('homepage'), to: '/' }, ...items];
  return (
    <nav aria-label={t('breadcrumbs')} className={cn('text-sm', className)}>
      <ol className="scroll-fade-x -mx-4 flex items-center gap-x-1 overflow-x-auto px-4 whitespace-nowrap text-ink-muted sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:whitespace-normal sm:mask-none">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li
              key={`${index}-${crumb.label}`}
              className="flex shrink-0 items-center gap-1 sm:shrink"
            >
              {index > 0 ? (
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-ink-subtle" />
              ) : null}
              {last || !crumb.to ? (
                <span
                  aria-current={last ? 'page' : undefined}
                  className="py-2 font-semibold text-ink"
                >
                  {crumb.label}
                </span>
              ) : (
                <Link
                  to={crumb.to}
                  className="inline-flex min-h-11 items-center rounded-sm underline-offset-4 hover:text-primary hover:underline"
                >
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
