import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import { HOME_PATH } from '../config/paths';
import { AppLink } from '../lib/navigation';
import { cn } from '../ui';

export interface Crumb {
  label: string;
  /** Absent for the current page. */
  to?: string;
}

const LOOKS = {
  /** The account and content pages: the trail wraps, its links underlined. */
  page: {
    nav: 'mb-4',
    list: 'flex flex-wrap items-center gap-1 text-sm text-ink-muted',
    item: 'inline-flex items-center gap-1',
    chevron: 'size-4',
    link: 'inline-flex min-h-11 items-center font-medium text-ink-muted underline hover:text-primary',
    current: 'font-semibold text-ink',
  },
  /** The catalogue: a long category trail scrolls sideways on phones instead of wrapping. */
  catalog: {
    nav: 'text-sm',
    list: 'scroll-fade-x -mx-4 flex items-center gap-x-1 overflow-x-auto px-4 whitespace-nowrap text-ink-muted sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:whitespace-normal sm:mask-none',
    item: 'flex shrink-0 items-center gap-1 sm:shrink',
    chevron: 'size-4 shrink-0 text-ink-subtle',
    link: 'inline-flex min-h-11 items-center rounded-sm underline-offset-4 hover:text-primary hover:underline',
    current: 'py-2 font-semibold text-ink',
  },
} as const;

/**
 * The trail of docs/rules/shop-shell.md breadcrumbs (Homepage > I miei ordini > Dettaglio
 * ordine): links up to the page the shopper is on, which is marked current.
 */
export function Breadcrumbs({
  items,
  look = 'page',
  className,
}: {
  /** The crumbs after 'Homepage'. */
  items: Crumb[];
  look?: keyof typeof LOOKS;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const styles = LOOKS[look];
  const crumbs: Crumb[] = [{ label: t('homepage'), to: HOME_PATH }, ...items];
  return (
    <nav aria-label={t('breadcrumbs')} className={cn(styles.nav, className)}>
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${index}-${crumb.label}`} className={styles.item}>
              {index > 0 ? <ChevronRight aria-hidden="true" className={styles.chevron} /> : null}
              {crumb.to && !last ? (
                <AppLink to={crumb.to} className={styles.link}>
                  {crumb.label}
                </AppLink>
              ) : (
                <span aria-current={last ? 'page' : undefined} className={styles.current}>
                  {crumb.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
