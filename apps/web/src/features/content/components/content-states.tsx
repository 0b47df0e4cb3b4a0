import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RotateCcw } from 'lucide-react';
import { Breadcrumbs, type Crumb } from '../../../components/breadcrumbs';
import { Alert, Button, Skeleton } from '../../../ui';

/** The frame of every content page: breadcrumbs 'Homepage > …', the title and the body. */
export function ContentPage({
  trail,
  title,
  intro,
  children,
}: {
  trail: Crumb[];
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-8 lg:px-6">
      <Breadcrumbs items={trail} />
      <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{title}</h1>
      {intro ? <div className="mt-3 max-w-3xl text-lg text-ink-muted">{intro}</div> : null}
      <div className="mt-6">{children}</div>
    </div>
  );
}

/** While a content page loads: the shape of a title and paragraphs. */
export function ContentSkeleton({ lines = 6 }: { lines?: number }) {
  const { t } = useTranslation('common');
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 lg:px-6" aria-busy="true">
      <span className="sr-only">{t('loading')}</span>
      <Skeleton className="h-4 w-40" />
      <Skeleton className="mt-6 h-9 w-2/3 max-w-lg" />
      <div className="mt-8 max-w-3xl space-y-3">
        {Array.from({ length: lines }, (_, i) => (
          <Skeleton key={i} className={i % 3 === 2 ? 'h-4 w-3/4' : 'h-4 w-full'} />
        ))}
      </div>
    </div>
  );
}

/** A content call failed: say so and offer to try again; the rest of the shop keeps working. */
export function ContentError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('content');
  return (
    <div className="flex max-w-3xl flex-col items-start gap-4">
      <Alert variant="error">{t('loadError')}</Alert>
      <Button variant="outline" onClick={onRetry}>
        <RotateCcw aria-hidden="true" />
        {t('retry')}
      </Button>
    </div>
  );
}

export function ContentEmpty({ children }: { children: ReactNode }) {
  return (
    <p className="max-w-3xl rounded-2xl border border-dashed border-line bg-surface-muted p-6 text-ink-muted">
      {children}
    </p>
  );
}
