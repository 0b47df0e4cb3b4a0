import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../ui';

/** Shown in the main area until the session and the cart are known (docs/rules/shop-shell.md App shell). */
export function PageSkeleton() {
  const { t } = useTranslation('shell');
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:px-6" aria-busy="true">
      <p role="status" className="sr-only">
        {t('sessionLoading')}
      </p>
      <Skeleton className="h-56 w-full rounded-3xl sm:h-72" />
      <Skeleton className="mt-10 h-7 w-72 max-w-full" />
      <div className="mt-5 grid gap-4 sm:grid-cols-3">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-40 rounded-2xl" />
        ))}
      </div>
    </div>
  );
}
