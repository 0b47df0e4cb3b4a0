import { Fragment } from 'react';
import { ChevronRight } from 'lucide-react';
import { AppLink } from '../lib/navigation';

export interface Crumb {
  label: string;
  to?: string;
}

/**
 * The trail of SPEC §2 breadcrumbs (Homepage > I miei ordini > Dettaglio
 * ordine): links up to the page the shopper is on, which is marked current.
 */
export function Breadcrumbs({ items, label }: { items: Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className="mb-4">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-ink-muted">
        {items.map((crumb, index) => {
          const last = index === items.length - 1;
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
