import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import { HOME_PATH } from '../../../config/paths';
import { AppLink } from '../../../lib/navigation';

export interface Crumb {
  label: string;
  to?: string;
}

/** Homepage > I miei ordini > Dettaglio ordine (SPEC §2 breadcrumbs). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation('orders');
  const all: Crumb[] = [{ label: t('home'), to: HOME_PATH }, ...items];
  return (
    <nav aria-label={t('breadcrumb')} className="mb-4">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-ink-muted">
        {all.map((crumb, index) => {
          const last = index === all.length - 1;
          return (
            <Fragment key={`${crumb.label}-${index}`}>
              <li className="inline-flex items-center">
                {crumb.to && !last ? (
                  <AppLink
                    to={crumb.to}
                    className="inline-flex min-h-11 items-center font-medium text-ink-muted underline hover:text-primary"
                  >
                    {crumb.label}
                  </AppLink>
                ) : (
                  <span aria-current={last ? 'page' : undefined} className="font-semibold text-ink">
                    {crumb.label}
                  </span>
                )}
              </li>
              {!last ? (
                <li aria-hidden="true" className="inline-flex items-center">
                  <ChevronRight className="size-4" />
                </li>
              ) : null}
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
